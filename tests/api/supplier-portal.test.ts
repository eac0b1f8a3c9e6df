import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { ActivityImage } from '../../server/src/modules/catalog/activity-image.entity.js';
import { actor, mailsTo, supplierActor, type Actor, type SupplierActor } from './admin-fixtures.js';
import {
  activityForm,
  createActivity,
  dayFromNow,
  gqlOk,
  insertBooking,
  lookups,
  pngImage,
  restActivityForm,
  upload,
  type Lookups,
} from './supplier-portal.fixtures.js';
import { createActivity as catalogActivity } from './catalog.fixtures.js';
import { NOT_ACTIVATED_MESSAGE } from '../../server/src/modules/supplier-portal/access.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let l: Lookups;
let supplier: SupplierActor;
let inactive: SupplierActor;
let customer: Actor;
let admin: Actor;

beforeAll(async () => {
  server = await startTestServer();
  l = await lookups(server);
  supplier = await supplierActor(server);
  inactive = await supplierActor(server, { activated: false });
  customer = await actor(server, UserRole.Client);
  admin = await actor(server, UserRole.Admin);
});

afterAll(async () => {
  await server?.stop();
});

const CREATE =
  'mutation ($input: ActivityInput!) { createActivity(input: $input) { id status slug description } }';
const UPDATE =
  'mutation ($id: ID!, $input: ActivityInput!) { updateActivity(id: $id, input: $input) { id title slug } }';
const STATUS =
  'mutation ($id: ID!, $status: Int!) { setActivityStatus(id: $id, status: $status) { message sentToApproval activity { id status } } }';

function fieldErrors(res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions!.fields as Record<string, string>;
}

async function setStatusInDb(id: string | number, status: number) {
  await server.db.orm.em
    .fork()
    .getConnection()
    .execute('update activities set status = ? where id = ?', [status, id]);
}

const BAD_ACTIVITY_INPUTS: [Record<string, unknown>, string, string][] = [
  [{ title: '' }, 'title', 'El título es requerido'],
  [{ title: 'ab' }, 'title', 'El título debe contener al menos 3 caracteres.'],
  [{ title: 'x'.repeat(125) }, 'title', 'El título no debe contener mas de 124 caracteres.'],
  [{ summary: 'corto' }, 'summary', 'El resumen debe contener al menos 20 caracteres.'],
  [{ summary: 'x'.repeat(256) }, 'summary', 'El resumen no debe contener más de 255 caracteres.'],
  [{ description: '' }, 'description', 'La descripción es requerida'],
  [{ description: '<p>corta</p>' }, 'description', 'La descripción debe contener al menos 20 caracteres.'],
  [
    { description: 'x'.repeat(2049) },
    'description',
    'La descripción no debe contener más de 2048 caracteres.',
  ],
  [{ basePrice: '' }, 'basePrice', 'El precio es obligatorio'],
  [{ basePrice: '-1' }, 'basePrice', 'El precio debe ser igual o mayor a 0'],
  [{ durationQuantity: 0 }, 'durationQuantity', 'La duración debe ser al menos 1'],
  [{ bookBefore: -1 }, 'bookBefore', 'Debe ser igual o mayor a 0'],
  [{ cancelBefore: -1 }, 'cancelBefore', 'Debe ser igual o mayor a 0'],
  [{ minParticipants: 0 }, 'minParticipants', 'Debe haber al menos 1 participante'],
  [
    { minParticipants: 5, expectedParticipants: 3 },
    'expectedParticipants',
    'Los participantes esperados deben estar entre el mínimo y el máximo',
  ],
  [{ maxParticipants: 1 }, 'maxParticipants', 'El máximo de participantes no puede ser menor que el mínimo'],
  [{ departureAddress: '' }, 'departureAddress', 'La dirección de salida es requerida'],
  [{ languageId: 0 }, 'languageId', 'El idioma es requerido'],
  [{ categoryId: 0 }, 'categoryId', 'La categoría es requerida'],
  [{ originId: 0 }, 'originId', 'El origen es requerido'],
  [{ destinationId: 0 }, 'destinationId', 'El destino es requerido'],
  [{ categoryId: 999999 }, 'categoryId', 'La categoría no existe.'],
  [{ destinationId: 999999 }, 'destinationId', 'El destino no existe.'],
];

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

describe('dates and time slots', () => {
  const CREATE_DATE =
    'mutation ($id: ID!, $d: String!) { createActivityDate(activityId: $id, input: { startsAt: $d }) { id startsAt } }';
  const CREATE_TIME =
    'mutation ($id: ID!, $input: ActivityTimeInput!) { createActivityTime(dateId: $id, input: $input) { id startsAt endsAt expectedParticipants currentAvailable } }';
  const UPDATE_TIME =
    'mutation ($id: ID!, $input: ActivityTimeInput!) { updateActivityTime(id: $id, input: $input) { id expectedParticipants currentAvailable } }';

  it('creates dates (not past, unique) and lists them ascending with their slots', async () => {
    const a = await createActivity(server, supplier.token, l);
    const later = await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(20) }, supplier.token);
    await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(5) }, supplier.token);
    const dup = await server.graphql(CREATE_DATE, { id: a.id, d: dayFromNow(20) }, supplier.token);
    expect(dup.errors?.[0]?.message).toBe('Ya existe esa fecha.');
    const past = await server.graphql(CREATE_DATE, { id: a.id, d: dayFromNow(-3) }, supplier.token);
    expect(fieldErrors(past).startsAt).toBe('La fecha no puede estar en el pasado.');
    const bad = await server.graphql(CREATE_DATE, { id: a.id, d: '2026-02-30' }, supplier.token);
    expect(fieldErrors(bad).startsAt).toBe('La fecha no es válida.');
    const slot = await gqlOk<any>(
      server,
      CREATE_TIME,
      {
        id: later.createActivityDate.id,
        input: { startsAt: '09:00', endsAt: '12:30', expectedParticipants: 10 },
      },
      supplier.token,
    );
    expect(slot.createActivityTime).toMatchObject({
      startsAt: '09:00:00',
      endsAt: '12:30:00',
      expectedParticipants: 10,
      currentAvailable: 10,
    });
    const rest = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/dates`, {
      token: supplier.token,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((d: any) => d.starts_at)).toEqual([dayFromNow(5), dayFromNow(20)]);
    expect(rest.body.data[1].times[0]).toMatchObject({ starts_at: '09:00:00', current_available: 10 });
  });

  it('end before start is refused; expected participants default to the activity', async () => {
    const a = await createActivity(server, supplier.token, l);
    const date = await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(7) }, supplier.token);
    const res = await server.graphql(
      CREATE_TIME,
      { id: date.createActivityDate.id, input: { startsAt: '10:00', endsAt: '09:00' } },
      supplier.token,
    );
    expect(fieldErrors(res).endsAt).toBe('La hora de fin debe ser posterior a la de inicio.');
    const rest = await server.http(
      'POST',
      `/api/v1/suppliers/activity/${a.id}/dates/${date.createActivityDate.id}/time`,
      {
        body: { starts_at: '10:00', ends_at: '10:00' },
        token: supplier.token,
      },
    );
    expect(rest.status).toBe(422);
    expect(rest.body.errors.ends_at).toBe('La hora de fin debe ser posterior a la de inicio.');
    const ok = await gqlOk<any>(
      server,
      CREATE_TIME,
      { id: date.createActivityDate.id, input: { startsAt: '10:00', endsAt: '11:00' } },
      supplier.token,
    );
    expect(ok.createActivityTime.expectedParticipants).toBe(8);
  });

  it('capacity changes move the free seats; never below the booked ones; slots and dates with bookings stay', async () => {
    const a = await createActivity(server, supplier.token, l);
    const date = await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(9) }, supplier.token);
    const dateId = date.createActivityDate.id;
    const slot = await gqlOk<any>(
      server,
      CREATE_TIME,
      { id: dateId, input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 10 } },
      supplier.token,
    );
    const timeId = slot.createActivityTime.id;
    await insertBooking(server, {
      userId: customer.user.id,
      activityId: Number(a.id),
      dateId: Number(dateId),
      timeId: Number(timeId),
      status: 3,
      seats: 4,
    });
    const below = await server.graphql(
      UPDATE_TIME,
      { id: timeId, input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 3 } },
      supplier.token,
    );
    expect(fieldErrors(below).expectedParticipants).toBe(
      'No puedes reducir los cupos por debajo de los ya reservados.',
    );
    const down = await gqlOk<any>(
      server,
      UPDATE_TIME,
      { id: timeId, input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 5 } },
      supplier.token,
    );
    expect(down.updateActivityTime).toMatchObject({ expectedParticipants: 5, currentAvailable: 1 });
    const up = await gqlOk<any>(
      server,
      UPDATE_TIME,
      { id: timeId, input: { startsAt: '08:00', endsAt: '09:30', expectedParticipants: 12 } },
      supplier.token,
    );
    expect(up.updateActivityTime).toMatchObject({ expectedParticipants: 12, currentAvailable: 8 });

    const delTime = await server.http(
      'DELETE',
      `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time/${timeId}`,
      {
        token: supplier.token,
      },
    );
    expect(delTime.status).toBe(409);
    expect(delTime.body.message).toBe('El horario tiene reservas; no se puede eliminar.');
    const delDate = await server.http('DELETE', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}`, {
      token: supplier.token,
    });
    expect(delDate.status).toBe(409);
    expect(delDate.body.message).toBe('La fecha tiene reservas; no se puede eliminar ni cambiar.');
    const still = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/dates`, {
      token: supplier.token,
    });
    expect(still.body.data[0].times).toHaveLength(1);
  });

  it('a capacity cut racing with seat takers never leaves the counter negative', async () => {
    const a = await createActivity(server, supplier.token, l);
    const date = await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(12) }, supplier.token);
    const slot = await gqlOk<any>(
      server,
      CREATE_TIME,
      {
        id: date.createActivityDate.id,
        input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 10 },
      },
      supplier.token,
    );
    const timeId = Number(slot.createActivityTime.id);
    const conn = server.db.orm.em.fork().getConnection();
    // Five takers of 2 seats each (the booking module's guarded UPDATE) against a cut to 4 seats.
    const takers = Array.from({ length: 5 }, () =>
      conn.execute<{ id: number }[]>(
        'update activity_times set current_available = current_available - 2 where id = ? and current_available >= 2 returning id',
        [timeId],
      ),
    );
    const cut = server.graphql(
      UPDATE_TIME,
      { id: timeId, input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 4 } },
      supplier.token,
    );
    const [taken, cutRes] = await Promise.all([Promise.all(takers), cut]);
    const seatsTaken = taken.filter((rows) => rows.length > 0).length * 2;
    const [row] = await conn.execute<{ expected_participants: number; current_available: number }[]>(
      'select expected_participants, current_available from activity_times where id = ?',
      [timeId],
    );
    expect(row!.current_available).toBeGreaterThanOrEqual(0);
    expect(row!.expected_participants - row!.current_available).toBe(seatsTaken);
    if (cutRes.errors) {
      expect(cutRes.errors[0]!.message).toBe('No puedes reducir los cupos por debajo de los ya reservados.');
    } else {
      expect(row!.expected_participants).toBe(4);
    }
  });

  it('free dates and slots are updated and deleted through REST', async () => {
    const a = await createActivity(server, supplier.token, l);
    const created = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates`, {
      body: { starts_at: dayFromNow(3) },
      token: supplier.token,
    });
    expect(created.status).toBe(201);
    const dateId = created.body.id;
    const moved = await server.http('PUT', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}`, {
      body: { starts_at: dayFromNow(4) },
      token: supplier.token,
    });
    expect(moved.body.starts_at).toBe(dayFromNow(4));
    await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates`, {
      body: { starts_at: dayFromNow(8) },
      token: supplier.token,
    });
    const clash = await server.http('PUT', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}`, {
      body: { starts_at: dayFromNow(8) },
      token: supplier.token,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Ya existe esa fecha.');
    const slot = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time`, {
      body: { starts_at: '07:00', ends_at: '08:00', expected_participants: 6 },
      token: supplier.token,
    });
    expect(slot.status).toBe(201);
    const edited = await server.http(
      'PUT',
      `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time/${slot.body.id}`,
      {
        body: { starts_at: '07:30', ends_at: '08:30', expected_participants: 2 },
        token: supplier.token,
      },
    );
    expect(edited.body).toMatchObject({
      starts_at: '07:30:00',
      expected_participants: 2,
      current_available: 2,
    });
    const delTime = await server.http(
      'DELETE',
      `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time/${slot.body.id}`,
      {
        token: supplier.token,
      },
    );
    expect(delTime.status).toBe(200);
    const delDate = await server.http('DELETE', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}`, {
      token: supplier.token,
    });
    expect(delDate.status).toBe(200);
    const list = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/dates`, {
      token: supplier.token,
    });
    expect(list.body.data.map((d: { starts_at: string }) => d.starts_at)).toEqual([dayFromNow(8)]);
  });
});

describe('prices', () => {
  it('validates, lists, updates; mandatory lines and lines used by bookings are not deleted', async () => {
    const a = await createActivity(server, supplier.token, l);
    const base = `/api/v1/suppliers/activity/${a.id}/prices`;
    const noTitle = await server.http('POST', base, { body: { price: 10 }, token: supplier.token });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors.title).toBe('El título es requerido');
    const negative = await server.http('POST', base, {
      body: { title: 'Adulto', price: -1 },
      token: supplier.token,
    });
    expect(negative.body.errors.price).toBe('El precio debe ser igual o mayor a 0');
    const noPrice = await server.http('POST', base, { body: { title: 'Adulto' }, token: supplier.token });
    expect(noPrice.body.errors.price).toBe('El precio es obligatorio');
    const badParticipants = await server.http('POST', base, {
      body: { title: 'Adulto', price: 5, participants: -2 },
      token: supplier.token,
    });
    expect(badParticipants.body.errors.participants).toBe('Los participantes deben ser igual o mayor a 0');
    const adult = await server.http('POST', base, {
      body: { title: 'Adulto', price: '25.5' },
      token: supplier.token,
    });
    expect(adult.status).toBe(201);
    expect(adult.body).toMatchObject({ title: 'Adulto', price: '25.50', participants: 1, mandatory: false });
    const child = await server.http('POST', base, {
      body: { title: 'Niño', price: 10, participants: 1, description: '3 a 11 años' },
      token: supplier.token,
    });
    const put = await server.http('PUT', `${base}/${child.body.id}`, {
      body: { title: 'Niño (3-11)', price: 12, participants: 1 },
      token: supplier.token,
    });
    expect(put.body).toMatchObject({ title: 'Niño (3-11)', price: '12.00' });
    const list = await server.http('GET', `${base}?orderBy=price:desc`, { token: supplier.token });
    expect(list.body.data.map((p: any) => p.title)).toEqual(['Adulto', 'Niño (3-11)']);

    const conn = server.db.orm.em.fork().getConnection();
    await conn.execute('update activity_prices set mandatory = true where id = ?', [adult.body.id]);
    const mandatory = await server.http('DELETE', `${base}/${adult.body.id}`, { token: supplier.token });
    expect(mandatory.status).toBe(409);
    expect(mandatory.body.message).toBe('Las líneas de precio obligatorias no se pueden eliminar.');

    const date = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates`, {
      body: { starts_at: dayFromNow(6) },
      token: supplier.token,
    });
    const slot = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates/${date.body.id}/time`, {
      body: { starts_at: '07:00', ends_at: '08:00', expected_participants: 6 },
      token: supplier.token,
    });
    await insertBooking(server, {
      userId: customer.user.id,
      activityId: Number(a.id),
      dateId: date.body.id,
      timeId: slot.body.id,
      status: 4,
      seats: 1,
      priceId: child.body.id,
    });
    const used = await server.http('DELETE', `${base}/${child.body.id}`, { token: supplier.token });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('El precio está en reservas; no se puede eliminar.');
    const free = await server.http('POST', base, {
      body: { title: 'Grupo', price: 0, participants: 4 },
      token: supplier.token,
    });
    const del = await server.http('DELETE', `${base}/${free.body.id}`, { token: supplier.token });
    expect(del.status).toBe(200);
  });
});

describe('details', () => {
  it('attributes copy the template; FAQ and other rules; filtered by type', async () => {
    const a = await createActivity(server, supplier.token, l);
    const base = `/api/v1/suppliers/activity/${a.id}/details`;
    const noValue = await server.http('POST', base, {
      body: { type: 'attribute', attribute_id: l.templateId },
      token: supplier.token,
    });
    expect(noValue.status).toBe(422);
    expect(noValue.body.errors.value).toBe('El valor es requerido');
    const attr = await server.http('POST', base, {
      body: { type: 'attribute', attribute_id: l.templateId, value: true, title: 'Ignorado' },
      token: supplier.token,
    });
    expect(attr.status).toBe(201);
    expect(attr.body).toMatchObject({
      type: 'attribute',
      title: l.templateName,
      value: true,
      attribute_id: l.templateId,
    });
    const missingTemplate = await server.http('POST', base, {
      body: { type: 'attribute', attribute_id: 999999, value: false },
      token: supplier.token,
    });
    // Errors are named after the spec's payload field, `attribute`.
    expect(missingTemplate.body.errors).toEqual({ attribute: 'El atributo no existe.' });
    // The spec's own name: `attribute` (an id or the template object), on another activity.
    const other = await createActivity(server, supplier.token, l);
    for (const attribute of [l.templateId, { id: l.templateId }]) {
      const spec = await server.http('POST', `/api/v1/suppliers/activity/${other.id}/details`, {
        body: { type: 'attribute', attribute, value: false },
        token: supplier.token,
      });
      expect(spec.status, JSON.stringify(spec.body)).toBe(201);
      expect(spec.body).toMatchObject({ type: 'attribute', value: false, attribute_id: l.templateId });
    }

    const shortQ = await server.http('POST', base, {
      body: { type: 'question', title: '¿Corto?', description: 'Una respuesta suficientemente larga.' },
      token: supplier.token,
    });
    expect(shortQ.body.errors.title).toBe('La pregunta debe contener al menos 12 caracteres.');
    const longA = await server.http('POST', base, {
      body: { type: 'question', title: '¿Qué debo llevar al paseo?', description: 'x'.repeat(513) },
      token: supplier.token,
    });
    expect(longA.body.errors.description).toBe('La respuesta no debe contener más de 512 caracteres.');
    const faq = await server.http('POST', base, {
      body: { type: 'question', title: '¿Qué debo llevar al paseo?', description: 'Protector solar y agua.' },
      token: supplier.token,
    });
    expect(faq.status).toBe(201);
    const highlight = await server.http('POST', `${base}?type=highlight`, {
      body: { title: 'Snorkel en el arrecife' },
      token: supplier.token,
    });
    expect(highlight.body.type).toBe('highlight');
    const badType = await server.http('POST', base, {
      body: { type: 'otro', title: 'x' },
      token: supplier.token,
    });
    expect(badType.status).toBe(422);

    const onlyFaq = await server.http('GET', `${base}?type=question`, { token: supplier.token });
    expect(onlyFaq.body.data.map((d: any) => d.id)).toEqual([faq.body.id]);
    const all = await server.http('GET', base, { token: supplier.token });
    expect(all.body.total).toBe(3);

    const edit = await server.http('PUT', `${base}/${attr.body.id}`, {
      body: { type: 'attribute', attribute_id: l.templateId, value: false },
      token: supplier.token,
    });
    expect(edit.body.value).toBe(false);
    const changeType = await server.http('PUT', `${base}/${faq.body.id}`, {
      body: { type: 'highlight', title: 'otro' },
      token: supplier.token,
    });
    expect(changeType.status).toBe(422);
    const del = await server.http('DELETE', `${base}/${highlight.body.id}`, { token: supplier.token });
    expect(del.status).toBe(200);
  });
});

describe('images', () => {
  it('uploads a real picture (re-encoded, metadata stripped), lists newest first, deletes the files', async () => {
    const a = await createActivity(server, supplier.token, l);
    const first = await upload(
      server,
      a.id,
      supplier.token,
      { data: await pngImage(), name: 'foto.png', type: 'image/png' },
      'Vista del mar',
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ description: 'Vista del mar', width: 64, height: 48 });
    // A pending activity's picture comes signed (issue 15 §7).
    expect(first.body.path).toMatch(/^\/uploads\/activities\/[0-9a-f-]{36}\.webp\?exp=\d+&sig=[\w-]+$/);
    const file = path.join(inject('dataDir'), first.body.path.replace(/^\//, '').replace(/\?.*$/, ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const jpeg = await sharp(await pngImage(40, 40))
      .jpeg()
      .toBuffer();
    const second = await upload(server, a.id, supplier.token, {
      data: jpeg,
      name: 'x.bin',
      type: 'application/octet-stream',
    });
    expect(second.status).toBe(201);

    const list = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/images`, {
      token: supplier.token,
    });
    expect(list.body.data.map((i: any) => i.id)).toEqual([second.body.id, first.body.id]);
    const gql = await gqlOk<any>(
      server,
      'query ($id: ID!) { activityImages(activityId: $id, perPage: 20) { total items { id } } }',
      { id: a.id },
      supplier.token,
    );
    expect(gql.activityImages.total).toBe(2);

    const del = await server.http('DELETE', `/api/v1/suppliers/activity/${a.id}/images/${first.body.id}`, {
      token: supplier.token,
    });
    expect(del.status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(await server.db.orm.em.fork().count(ActivityImage, { id: first.body.id })).toBe(0);
  });

  it('a spoofed picture (HTML named .jpg) is 415, an oversized one 413, a missing one 422; nothing stored', async () => {
    const a = await createActivity(server, supplier.token, l);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const spoofed = await upload(server, a.id, supplier.token, {
      data: html,
      name: 'foto.jpg',
      type: 'image/jpeg',
    });
    expect(spoofed.status).toBe(415);
    expect(spoofed.body.message).toBe('Solo se permiten imágenes JPG, PNG o WebP.');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    expect(
      (await upload(server, a.id, supplier.token, { data: gif, name: 'a.png', type: 'image/png' })).status,
    ).toBe(415);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const oversized = await upload(server, a.id, supplier.token, {
      data: big,
      name: 'big.png',
      type: 'image/png',
    });
    expect(oversized.status).toBe(413);
    expect(oversized.body.message).toBe('La imagen supera el tamaño máximo de 5 MB.');
    const missing = await upload(server, a.id, supplier.token, undefined, 'sin archivo');
    expect(missing.status).toBe(422);
    const truncated = (
      await sharp(await pngImage())
        .jpeg()
        .toBuffer()
    ).subarray(0, 40);
    const broken = await upload(server, a.id, supplier.token, {
      data: truncated,
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(broken.status).toBe(422);
    expect(await server.db.orm.em.fork().count(ActivityImage, { activity: Number(a.id) })).toBe(0);
  });
});

describe('comments', () => {
  async function review(activityId: string, rating: number, status = 'pending'): Promise<number> {
    const reviewer = await actor(server, UserRole.Client);
    const [row] = await server.db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into reviews (activity_id, user_id, rating, title, message, status) values (?, ?, ?, 'Título', 'Muy bueno', ?) returning id`,
        [activityId, reviewer.user.id, rating, status],
      );
    return row!.id;
  }
  const MODERATE =
    'mutation ($id: ID!, $s: ModerationStatus!) { moderateReview(id: $id, status: $s) { id status personName } }';

  it('lists newest first and keeps rating and commentsCount consistent (published only), also concurrently', async () => {
    const a = await createActivity(server, supplier.token, l);
    const ids = [await review(a.id, 5), await review(a.id, 4), await review(a.id, 1), await review(a.id, 2)];
    const list = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/comments`, {
      token: supplier.token,
    });
    expect(list.body.data.map((r: any) => r.id)).toEqual([...ids].reverse());
    expect(list.body.data[0].person.name).toMatch(/^Prueba client/);
    await Promise.all(ids.map((id) => server.graphql(MODERATE, { id, s: 'PUBLISHED' }, supplier.token)));
    let row = await server.db.orm.em.fork().findOneOrFail(Activity, { id: Number(a.id) });
    expect(row.commentsCount).toBe(4);
    expect(row.rating).toBe(3);
    await Promise.all([
      server.graphql(MODERATE, { id: ids[2], s: 'HIDDEN' }, supplier.token),
      server.graphql(MODERATE, { id: ids[3], s: 'HIDDEN' }, supplier.token),
    ]);
    row = await server.db.orm.em.fork().findOneOrFail(Activity, { id: Number(a.id) });
    expect(row.commentsCount).toBe(2);
    expect(row.rating).toBe(4.5);
    const rest = await server.http('PATCH', `/api/v1/suppliers/activity/${a.id}/comments/${ids[0]}`, {
      body: { status: 'hidden' },
      token: supplier.token,
    });
    expect(rest.body.status).toBe('hidden');
    row = await server.db.orm.em.fork().findOneOrFail(Activity, { id: Number(a.id) });
    expect(row).toMatchObject({ commentsCount: 1, rating: 4 });
    const bad = await server.http('PATCH', `/api/v1/suppliers/activity/${a.id}/comments/${ids[0]}`, {
      body: { status: 'pending' },
      token: supplier.token,
    });
    expect(bad.status).toBe(422);
  });
});

describe('dashboard and profile', () => {
  it('counts own data, 0 when missing, and shows the latest rates', async () => {
    const fresh = await supplierActor(server);
    const empty = await server.http('GET', '/api/v1/suppliers/dashboard', { token: fresh.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      activities: 0,
      bookmarks: 0,
      bookings: 0,
      alerts: 0,
      comments: 0,
      activated: true,
    });
    const conn = server.db.orm.em.fork().getConnection();
    const a = await createActivity(server, fresh.token, l);
    await setStatusInDb(a.id, 1);
    await conn.execute('insert into bookmarks (user_id, activity_id) values (?, ?)', [
      customer.user.id,
      a.id,
    ]);
    await conn.execute(
      `insert into reviews (activity_id, user_id, rating, title, message) values (?, ?, 4, 'T', 'Muy bueno')`,
      [a.id, customer.user.id],
    );
    await conn.execute(
      `insert into provider_alerts (supplier_id, title, message, status, sent_at) values (?, 'Hola', '<p>x</p>', 1, now()), (?, 'Borrador', '<p>x</p>', 0, null)`,
      [fresh.supplier.id, fresh.supplier.id],
    );
    const latestRates = () =>
      conn.execute<{ currency: string; rate: string; value_date: string }[]>(
        `select distinct on (currency) currency, rate::text as rate, to_char(value_date, 'YYYY-MM-DD') as value_date
           from exchange_rates order by currency, value_date desc, id desc`,
      );
    const before = await latestRates();
    const d = await gqlOk<any>(
      server,
      '{ supplierDashboard { dolar { rate valueDate } euro { rate valueDate } activities bookmarks bookings alerts comments } }',
      {},
      fresh.token,
    );
    expect(d.supplierDashboard).toMatchObject({
      activities: 1,
      bookmarks: 1,
      bookings: 0,
      alerts: 1,
      comments: 1,
    });
    // The newest rate of each currency (shared table: only read; another file may add one meanwhile).
    const after = await latestRates();
    for (const [key, currency] of [
      ['dolar', 'USD'],
      ['euro', 'EUR'],
    ] as const) {
      const expected = [before, after].map((rates) => {
        const row = rates.find((r) => r.currency === currency);
        return row ? { rate: row.rate, valueDate: row.value_date } : null;
      });
      expect(expected).toContainEqual(d.supplierDashboard[key]);
    }
    const review = await server.http('GET', '/api/v1/suppliers/dashboard', { token: inactive.token });
    expect(review.body.activated).toBe(false);
  });

  it('reads and saves the profile with pago móvil data (upserted)', async () => {
    const me = await supplierActor(server);
    const body = {
      trade_name: 'Posada Mar Azul',
      legal_name: 'Mar Azul C.A.',
      address: 'Calle 1, Choroní',
      description: 'Posada familiar frente al mar.',
      document_type_id: 3,
      document_code: 'J12345678',
      webpage: 'https://marazul.example',
      phone_number: '0414-1234567',
      language_id: l.languageId,
      pago_movil: { holder: 'Mar Azul C.A.', rif: 'J-12345678-9', phone: '04141234567', bank_code: '0102' },
    };
    const saved = await server.http('PUT', '/api/v1/suppliers/profile', { body, token: me.token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      trade_name: 'Posada Mar Azul',
      pago_movil: { bank_code: '0102', phone: '04141234567' },
    });
    const again = await server.http('PUT', '/api/v1/suppliers/profile', {
      body: { ...body, pago_movil: { ...body.pago_movil, holder: 'Otro Titular' } },
      token: me.token,
    });
    expect(again.body.pago_movil.holder).toBe('Otro Titular');
    const [count] = await server.db.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from supplier_payment_data where supplier_id = ?', [
        me.supplier.id,
      ]);
    expect(Number(count!.n)).toBe(1);
    const read = await server.http('GET', '/api/v1/suppliers/profile', { token: me.token });
    expect(read.body).toMatchObject({
      legal_name: 'Mar Azul C.A.',
      document_code: 'J12345678',
      language_id: l.languageId,
    });
    // seed.test.ts expects only the demo suppliers to have pago móvil data in the shared database.
    await server.db.orm.em
      .fork()
      .getConnection()
      .execute('delete from supplier_payment_data where supplier_id = ?', [me.supplier.id]);

    for (const [patch, field, message] of [
      [{ trade_name: 'ab' }, 'trade_name', 'El nombre comercial debe tener al menos 3 caracteres'],
      [{ legal_name: '' }, 'legal_name', 'La Razón Social es requerida'],
      [{ description: 'corta' }, 'description', 'La descripción debe tener al menos 12 caracteres'],
      [{ document_code: '12' }, 'document_code', 'El/la CI/RIF debe tener al menos 5 caracteres'],
      [{ webpage: 'ftp://x' }, 'webpage', 'La página web debe ser una URL válida (http:// o https://).'],
      [
        { pago_movil: { ...body.pago_movil, phone: '123' } },
        'pago_movil.phone',
        'El teléfono de pago móvil debe ser un celular venezolano (04XX1234567)',
      ],
      [
        { pago_movil: { ...body.pago_movil, bank_code: '9999' } },
        'pago_movil.bank_code',
        'El banco no existe.',
      ],
    ] as const) {
      const res = await server.http('PUT', '/api/v1/suppliers/profile', {
        body: { ...body, ...patch },
        token: me.token,
      });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(res.body.errors[field]).toBe(message);
    }
    const unchanged = await server.http('GET', '/api/v1/suppliers/profile', { token: me.token });
    expect(unchanged.body.trade_name).toBe('Posada Mar Azul');
  });
});

describe('REST activity routes', () => {
  it('creates (201), reads, lists and replaces through /api/v1/suppliers/activity', async () => {
    const me = await supplierActor(server);
    const created = await server.http('POST', '/api/v1/suppliers/activity', {
      body: restActivityForm(l),
      token: me.token,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 0,
      duration_unit: 'hours',
      category_id: l.categoryId,
      regularity_id: l.regularityId,
    });
    const invalid = await server.http('POST', '/api/v1/suppliers/activity', {
      body: restActivityForm(l, { title: 'ab', language_id: null, duration_unit: 'weeks' }),
      token: me.token,
    });
    expect(invalid.status).toBe(422);
    const invalid2 = await server.http('POST', '/api/v1/suppliers/activity', {
      body: restActivityForm(l, { title: 'ab', language_id: 0 }),
      token: me.token,
    });
    expect(invalid2.body.errors).toMatchObject({
      title: 'El título debe contener al menos 3 caracteres.',
      language_id: 'El idioma es requerido',
    });
    // Left out, category, language and origin take the spec's form defaults (1).
    const defaults = await server.http('POST', '/api/v1/suppliers/activity', {
      body: restActivityForm(l, { category_id: undefined, language_id: null, origin_id: '' }),
      token: me.token,
    });
    expect(defaults.status, JSON.stringify(defaults.body)).toBe(201);
    expect(defaults.body).toMatchObject({ category_id: 1, language_id: 1, origin_id: 1 });
    await server.http('DELETE', `/api/v1/suppliers/activity/${defaults.body.id}`, { token: me.token });
    const one = await server.http('GET', `/api/v1/suppliers/activity/${created.body.id}`, {
      token: me.token,
    });
    expect(one.body.title).toBe(created.body.title);
    const put = await server.http('PUT', `/api/v1/suppliers/activity/${created.body.id}`, {
      body: restActivityForm(l, { title: 'Cambiado por PUT' }),
      token: me.token,
    });
    expect(put.body.title).toBe('Cambiado por PUT');
    const list = await server.http(
      'GET',
      '/api/v1/suppliers/activity?orderBy=title:asc&perPage=15&page=1&with=category',
      {
        token: me.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ currentPage: 1, lastPage: 1, total: 1 });
    expect(list.body.data[0].category.id).toBe(l.categoryId);
    const badSort = await server.http('GET', '/api/v1/suppliers/activity?orderBy=secret:asc', {
      token: me.token,
    });
    expect(badSort.status).toBe(422);
  });
});
