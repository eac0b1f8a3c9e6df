import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { ActivityImage } from '../../server/src/modules/catalog/activity-image.entity.js';
import { mailsTo, supplierActor } from './admin-fixtures.js';
import {
  activityForm,
  createActivity,
  dayFromNow,
  gqlOk,
  insertBooking,
  pngImage,
  restActivityForm,
  upload,
} from './supplier-portal.fixtures.js';
import { createActivity as catalogActivity } from './catalog.fixtures.js';
import { NOT_ACTIVATED_MESSAGE } from '../../server/src/modules/supplier-portal/access.js';
import {
  setUp,
  tearDown,
  server,
  l,
  supplier,
  inactive,
  customer,
  admin,
  CREATE,
  UPDATE,
  STATUS,
  fieldErrors,
  setStatusInDb,
  BAD_ACTIVITY_INPUTS,
} from './supplier-portal.context.js';

beforeAll(setUp);
afterAll(tearDown);

describe('activity form', () => {
  it('creates a pending activity with a slug and a sanitized description', async () => {
    const res = await server.graphql<{
      createActivity: { id: string; status: number; slug: string; description: string };
    }>(
      CREATE,
      {
        input: activityForm(l, {
          title: 'Caminata al Ávila',
          description:
            '<p onclick="alert(1)">Subida guiada <script>alert("x")</script><b>temprano</b> <font size="5" color="#ff0000">rojo</font> <font size="9">grande</font> <a href="javascript:alert(1)">mal</a> <a href="https://ok.example">bien</a> <img src="https://x.example/a.jpg" onerror="alert(1)" alt="a"></p>',
        }),
      },
      supplier.token,
    );
    const created = res.data!.createActivity;
    expect(created.status).toBe(0);
    expect(created.slug).toMatch(/^caminata-al-avila/);
    expect(created.description).not.toMatch(/script|onclick|onerror|javascript:|size="9"/i);
    expect(created.description).toContain('<b>temprano</b>');
    expect(created.description).toContain('<font color="#ff0000" size="5">rojo</font>');
    expect(created.description).toContain('href="https://ok.example"');
    expect(created.description).toContain('<img src="https://x.example/a.jpg" alt="a" />');
    // Same title again: still a unique slug.
    const again = await createActivity(server, supplier.token, l, { title: 'Caminata al Ávila' });
    expect(again.slug).not.toBe(created.slug);
  });

  it.each(BAD_ACTIVITY_INPUTS.map(([overrides, field, message]) => [field, message, overrides] as const))(
    'refuses a bad %s: %s',
    async (field, message, overrides) => {
      const mine = { supplier: supplier.supplier.id };
      const before = await server.db.orm.em.fork().count(Activity, mine);
      const res = await server.graphql(CREATE, { input: activityForm(l, overrides) }, supplier.token);
      expect(fieldErrors(res)[field]).toBe(message);
      expect(await server.db.orm.em.fork().count(Activity, mine)).toBe(before);
    },
  );

  it('a description that is only a script is refused, not stored empty', async () => {
    const res = await server.graphql(
      CREATE,
      { input: activityForm(l, { description: '<script>alert("a very long script here")</script>' }) },
      supplier.token,
    );
    expect(fieldErrors(res).description).toBe('La descripción es requerida');
  });

  it('defaults: duration 1 hour and regularity 2', async () => {
    const form = activityForm(l);
    const { durationQuantity: _q, durationUnit: _u, regularityId: _r, ...rest } = form;
    const res = await gqlOk<{ createActivity: { id: string } }>(
      server,
      CREATE.replace('status slug description', 'status'),
      { input: rest },
      supplier.token,
    );
    const row = await server.db.orm.em.fork().findOneOrFail(Activity, { id: Number(res.createActivity.id) });
    expect(row.durationQuantity).toBe(1);
    expect(row.durationUnit).toBe('hours');
    expect(row.regularity.id).toBe(2);
  });

  it('updates every field and renews the slug with the title', async () => {
    const created = await createActivity(server, supplier.token, l);
    const res = await gqlOk<{ updateActivity: { title: string; slug: string } }>(
      server,
      UPDATE,
      { id: created.id, input: activityForm(l, { title: 'Buceo en Los Roques', basePrice: '99.9' }) },
      supplier.token,
    );
    expect(res.updateActivity.title).toBe('Buceo en Los Roques');
    expect(res.updateActivity.slug).toMatch(/^buceo-en-los-roques/);
    const row = await server.db.orm.em.fork().findOneOrFail(Activity, { id: Number(created.id) });
    expect(row.basePrice).toBe('99.90');
  });

  it('lists only own activities, sortable and paged, with the catalogue field resolvers', async () => {
    const mine = await supplierActor(server);
    await createActivity(server, mine.token, l, { title: 'Bbb tour', basePrice: '10' });
    await createActivity(server, mine.token, l, { title: 'Aaa tour', basePrice: '30' });
    await createActivity(server, mine.token, l, { title: 'Ccc tour', basePrice: '20' });
    const q = `query ($orderBy: SupplierActivitySort!, $direction: SortDirection!, $perPage: Int!) {
      supplierActivities(orderBy: $orderBy, direction: $direction, perPage: $perPage) {
        total page lastPage items { title basePrice status category { id name } }
      } }`;
    const byTitle = await gqlOk<any>(
      server,
      q,
      { orderBy: 'title', direction: 'ASC', perPage: 2 },
      mine.token,
    );
    expect(byTitle.supplierActivities.total).toBe(3);
    expect(byTitle.supplierActivities.lastPage).toBe(2);
    expect(byTitle.supplierActivities.items.map((a: any) => a.title)).toEqual(['Aaa tour', 'Bbb tour']);
    expect(byTitle.supplierActivities.items[0].category.id).toBe(String(l.categoryId));
    const byPrice = await gqlOk<any>(
      server,
      q,
      { orderBy: 'basePrice', direction: 'DESC', perPage: 15 },
      mine.token,
    );
    expect(byPrice.supplierActivities.items.map((a: any) => a.basePrice)).toEqual([
      '30.00',
      '20.00',
      '10.00',
    ]);
    const byCategory = await gqlOk<any>(
      server,
      q,
      { orderBy: 'category', direction: 'ASC', perPage: 15 },
      mine.token,
    );
    expect(byCategory.supplierActivities.total).toBe(3);
  });
});

describe('pause, play and approval', () => {
  it('play on a pending activity sends it to approval (stays 0) and mails the admins', async () => {
    const a = await createActivity(server, supplier.token, l);
    const res = await gqlOk<any>(server, STATUS, { id: a.id, status: 1 }, supplier.token);
    expect(res.setActivityStatus).toMatchObject({ message: 'Enviada a aprobación', sentToApproval: true });
    expect(res.setActivityStatus.activity.status).toBe(0);
    const mails = await mailsTo(server, admin.user.email);
    expect(
      mails.some((m) => m.subject === 'Actividad enviada a aprobación' && m.html.includes(a.title)),
    ).toBe(true);
  });

  it('pause on a published activity unpublishes it; it needs approval again', async () => {
    const a = await createActivity(server, supplier.token, l);
    await setStatusInDb(a.id, 1);
    const paused = await gqlOk<any>(server, STATUS, { id: a.id, status: 0 }, supplier.token);
    expect(paused.setActivityStatus.activity.status).toBe(0);
    expect(paused.setActivityStatus.sentToApproval).toBe(false);
    // The public catalogue no longer shows it to visitors.
    const pub = await server.graphql(`{ activity(id: "${a.id}") { id } }`);
    expect(pub.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Play: still 0, back in the approval queue.
    const played = await gqlOk<any>(server, STATUS, { id: a.id, status: 1 }, supplier.token);
    expect(played.setActivityStatus.activity.status).toBe(0);
    expect(played.setActivityStatus.message).toBe('Enviada a aprobación');
  });

  it('play on an already published activity changes nothing', async () => {
    const a = await createActivity(server, supplier.token, l);
    await setStatusInDb(a.id, 1);
    const res = await gqlOk<any>(server, STATUS, { id: a.id, status: 1 }, supplier.token);
    expect(res.setActivityStatus).toMatchObject({ sentToApproval: false, activity: { status: 1 } });
  });

  it('a supplier awaiting activation is read-only: no create, edit, publish or upload (both doors), profile editable', async () => {
    const mine = await catalogActivity(server, { supplierId: inactive.supplier.id, status: 0 });
    const before = await server.db.orm.em.fork().count(Activity, { supplier: inactive.supplier.id });
    const imagesBefore = await server.db.orm.em.fork().count(ActivityImage, { activity: mine.id });
    const create = await server.graphql(
      `mutation ($input: ActivityInput!) { createActivity(input: $input) { id } }`,
      { input: activityForm(l) },
      inactive.token,
    );
    expect(create.errors?.[0]).toMatchObject({
      message: NOT_ACTIVATED_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
    const restCreate = await server.http('POST', '/api/v1/suppliers/activity', {
      body: restActivityForm(l),
      token: inactive.token,
    });
    expect(restCreate.status).toBe(403);
    expect(restCreate.body.message).toBe(NOT_ACTIVATED_MESSAGE);
    const publish = await server.graphql(STATUS, { id: String(mine.id), status: 1 }, inactive.token);
    expect(publish.errors?.[0]?.message).toBe(NOT_ACTIVATED_MESSAGE);
    const rest = await server.http('PATCH', `/api/v1/suppliers/activity/${mine.id}`, {
      body: { status: 1 },
      token: inactive.token,
    });
    expect(rest.status).toBe(403);
    const update = await server.graphql(
      UPDATE,
      { id: String(mine.id), input: activityForm(l) },
      inactive.token,
    );
    expect(update.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const image = await upload(server, mine.id, inactive.token, {
      data: await pngImage(),
      name: 'foto.png',
      type: 'image/png',
    });
    expect(image.status).toBe(403);
    expect(image.body.message).toBe(NOT_ACTIVATED_MESSAGE);
    const em = server.db.orm.em.fork();
    expect(await em.count(Activity, { supplier: inactive.supplier.id })).toBe(before);
    expect(await em.count(ActivityImage, { activity: mine.id })).toBe(imagesBefore);
    expect((await em.findOneOrFail(Activity, mine.id)).status).toBe(0);
    const profile = await server.graphql(`query { supplierProfile { tradeName } }`, {}, inactive.token);
    expect(profile.errors).toBeUndefined();
  });

  it('status other than 0/1 is refused', async () => {
    const a = await createActivity(server, supplier.token, l);
    const res = await server.graphql(STATUS, { id: a.id, status: 2 }, supplier.token);
    expect(fieldErrors(res).status).toBe('El estado debe ser 0 o 1.');
  });

  it('REST PATCH with only status pauses/plays; with fields it updates', async () => {
    const a = await createActivity(server, supplier.token, l);
    const play = await server.http('PATCH', `/api/v1/suppliers/activity/${a.id}`, {
      body: { status: 1 },
      token: supplier.token,
    });
    expect(play.status).toBe(200);
    expect(play.body).toMatchObject({
      message: 'Enviada a aprobación',
      sent_to_approval: true,
      activity: { status: 0 },
    });
    const update = await server.http('PATCH', `/api/v1/suppliers/activity/${a.id}`, {
      body: restActivityForm(l, { title: 'Nuevo título PATCH' }),
      token: supplier.token,
    });
    expect(update.status).toBe(200);
    expect(update.body.title).toBe('Nuevo título PATCH');
    expect(update.body.duration_unit).toBe('hours');
    const bad = await server.http('PATCH', `/api/v1/suppliers/activity/${a.id}`, {
      body: { status: 7 },
      token: supplier.token,
    });
    expect(bad.status).toBe(422);
  });

  it('REST PATCH changes only the given fields, as JSON or multipart, and validates the result whole', async () => {
    const a = await createActivity(server, supplier.token, l);
    const url = `/api/v1/suppliers/activity/${a.id}`;
    const before = (await server.http('GET', url, { token: supplier.token })).body;
    const json = await server.http('PATCH', url, {
      body: { title: 'Solo cambia el título' },
      token: supplier.token,
    });
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    expect(json.body).toMatchObject({
      title: 'Solo cambia el título',
      summary: before.summary,
      base_price: before.base_price,
      max_participants: before.max_participants,
      category_id: before.category_id,
      destination_id: before.destination_id,
    });
    // multipart/form-data text fields, as the spec allows.
    const form = new FormData();
    form.append('max_participants', String(before.max_participants + 5));
    form.append('duration_unit', 'minutes');
    const multipart = await fetch(`${server.url}${url}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${supplier.token}` },
      body: form,
    });
    expect(multipart.status).toBe(200);
    expect(await multipart.json()).toMatchObject({
      title: 'Solo cambia el título',
      max_participants: before.max_participants + 5,
      duration_unit: 'minutes',
    });
    // The merged form still follows the rules; nothing changes when it does not.
    const invalid = await server.http('PATCH', url, {
      body: { min_participants: 999 },
      token: supplier.token,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toHaveProperty('max_participants');
    const empty = await server.http('PATCH', url, { body: {}, token: supplier.token });
    expect(empty.status).toBe(422);
    // A file is not a form field; other routes stay JSON only.
    const withFile = new FormData();
    withFile.append('title', 'Con archivo');
    withFile.append('image', new Blob([new Uint8Array([1, 2, 3])]), 'x.png');
    const refused = await fetch(`${server.url}${url}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${supplier.token}` },
      body: withFile,
    });
    expect(refused.status).toBe(400);
    const putForm = new FormData();
    putForm.append('title', 'PUT multipart');
    const put = await fetch(`${server.url}${url}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${supplier.token}` },
      body: putForm,
    });
    expect(put.status).toBe(415);
    expect((await server.http('GET', url, { token: supplier.token })).body.title).toBe(
      'Solo cambia el título',
    );
  });

  it('REST POST creates from JSON or from multipart text fields alike; a file in the form is refused', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(restActivityForm(l, { title: 'Creada por multipart' })))
      form.append(key, String(value));
    const created = await fetch(`${server.url}/api/v1/suppliers/activity`, {
      method: 'POST',
      headers: { authorization: `Bearer ${supplier.token}` },
      body: form,
    });
    const body = await created.json();
    expect(created.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      title: 'Creada por multipart',
      status: 0,
      max_participants: restActivityForm(l).max_participants,
      category_id: Number(l.categoryId),
    });
    const withFile = new FormData();
    withFile.append('title', 'Con archivo');
    withFile.append('image', new Blob([new Uint8Array([1, 2, 3])]), 'x.png');
    const refused = await fetch(`${server.url}/api/v1/suppliers/activity`, {
      method: 'POST',
      headers: { authorization: `Bearer ${supplier.token}` },
      body: withFile,
    });
    expect(refused.status).toBe(400);
    const count = await server.db.orm.em.fork().count(Activity, { title: 'Con archivo' });
    expect(count).toBe(0);
  });
});

describe('delete', () => {
  it('soft-deletes, refused while bookings are active', async () => {
    const a = await createActivity(server, supplier.token, l);
    const date = await gqlOk<any>(
      server,
      'mutation ($id: ID!, $d: String!) { createActivityDate(activityId: $id, input: { startsAt: $d }) { id } }',
      { id: a.id, d: dayFromNow(10) },
      supplier.token,
    );
    const time = await gqlOk<any>(
      server,
      'mutation ($id: ID!) { createActivityTime(dateId: $id, input: { startsAt: "08:00", endsAt: "10:00", expectedParticipants: 5 }) { id } }',
      { id: date.createActivityDate.id },
      supplier.token,
    );
    const bookingId = await insertBooking(server, {
      userId: customer.user.id,
      activityId: Number(a.id),
      dateId: Number(date.createActivityDate.id),
      timeId: Number(time.createActivityTime.id),
      status: 2,
      seats: 1,
    });
    const refused = await server.http('DELETE', `/api/v1/suppliers/activity/${a.id}`, {
      token: supplier.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('La actividad tiene reservas activas.');
    await server.db.orm.em
      .fork()
      .getConnection()
      .execute('update bookings set status = 5 where id = ?', [bookingId]);
    const ok = await server.http('DELETE', `/api/v1/suppliers/activity/${a.id}`, { token: supplier.token });
    expect(ok.status).toBe(200);
    const row = await server.db.orm.em.fork().findOneOrFail(Activity, { id: Number(a.id) });
    expect(row.deletedAt).toBeTruthy();
    const gone = await server.http('GET', `/api/v1/suppliers/activity/${a.id}`, { token: supplier.token });
    expect(gone.status).toBe(404);
  });
});
