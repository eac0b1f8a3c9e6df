import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { actor, supplierActor, type Actor, type SupplierActor } from './admin-fixtures.js';
import {
  activityForm,
  createActivity,
  lookups,
  pngImage,
  restActivityForm,
  upload,
  type Lookups,
} from './supplier-portal.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 15 §9: changing what the public sees of a published activity sends it back to review (status 0). */

const UPDATE = `mutation ($id: ID!, $input: ActivityInput!) { updateActivity(id: $id, input: $input) { id status } }`;
const PHISHING = '<p>Pague por adelantado en http://xpl0ra-pagos.example para asegurar su cupo hoy.</p>';

let server: TestServer;
let l: Lookups;
let supplier: SupplierActor;
let admin: Actor;

beforeAll(async () => {
  server = await startTestServer();
  l = await lookups(server);
  supplier = await supplierActor(server);
  admin = await actor(server, UserRole.Admin);
});
afterAll(() => server.stop());

/** A published activity of the supplier, created through the portal with `form`. */
async function published(form: Record<string, unknown> = {}) {
  const a = await createActivity(server, supplier.token, l, form);
  await server.db.orm.em.fork().execute('update activities set status = 1 where id = ?', [a.id]);
  return a;
}

const status = async (id: string) =>
  (await server.db.orm.em.fork().findOneOrFail(Activity, Number(id))).status;
const detail = (id: string) => server.http('GET', `/api/v1/activity/${id}`);

describe('editing a published activity', () => {
  it('GraphQL: a new description goes back to pending, leaves the public site and mails the supplier', async () => {
    const a = await published();
    expect((await detail(a.id)).status).toBe(200);
    const res = await server.graphql<any>(
      UPDATE,
      { id: a.id, input: activityForm(l, { description: PHISHING }) },
      supplier.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateActivity.status).toBe(0);
    expect(await status(a.id)).toBe(0);
    expect((await detail(a.id)).status).toBe(404);
    const notice = await server.db.orm.em
      .fork()
      .findOne(OutboxMail, { recipient: supplier.user.email, subject: 'Tu actividad volvió a revisión' });
    expect(notice?.text).toContain('deben ser aprobados de nuevo por Xplora');
  });

  it('REST: a new title or base price goes back to pending; saving the same content keeps it published', async () => {
    const a = await published();
    const same = await server.http('PUT', `/api/v1/suppliers/activity/${a.id}`, {
      token: supplier.token,
      body: restActivityForm(l, { title: a.title }),
    });
    expect(same.status).toBe(200);
    expect(await status(a.id)).toBe(1);
    const retitled = await server.http('PUT', `/api/v1/suppliers/activity/${a.id}`, {
      token: supplier.token,
      body: restActivityForm(l, { title: 'Tour con premio: escriba a xpl0ra@example.com' }),
    });
    expect(retitled.status).toBe(200);
    expect(await status(a.id)).toBe(0);

    const b = await published();
    const repriced = await server.http('PUT', `/api/v1/suppliers/activity/${b.id}`, {
      token: supplier.token,
      body: restActivityForm(l, { title: b.title, base_price: '1.00' }),
    });
    expect(repriced.status).toBe(200);
    expect(await status(b.id)).toBe(0);
  });

  it('a new picture also goes back to pending', async () => {
    const b = await published();
    const image = await upload(server, b.id, supplier.token, {
      data: await pngImage(),
      name: 'foto.png',
      type: 'image/png',
    });
    expect(image.status).toBe(201);
    expect(await status(b.id)).toBe(0);
  });
});

const QUEUE = `query ($page: Int!) { pendingActivities(page: $page, perPage: 100) {
  lastPage items { id changes { field before after } } } }`;
const APPROVE = `mutation ($id: ID!) { approveActivity(id: $id) { id status } }`;
type Change = { field: string; before: string; after: string };

/**
 * The "Cambios" of an activity in the admin's queue, through GraphQL and REST (they must agree). The queue runs
 * oldest first, so an activity just edited is on its last page.
 */
async function changesOf(id: string): Promise<Change[]> {
  const first = await server.graphql<any>(QUEUE, { page: 1 }, admin.token);
  expect(first.errors).toBeUndefined();
  const page = first.data.pendingActivities.lastPage as number;
  const gql = await server.graphql<any>(QUEUE, { page }, admin.token);
  const item = gql.data.pendingActivities.items.find((i: { id: string }) => i.id === id);
  const rest = await server.http('GET', `/api/v1/admin/activity/pending?perPage=100&page=${page}`, {
    token: admin.token,
  });
  expect(rest.status).toBe(200);
  const restItem = rest.body.data.find((i: { id: number }) => String(i.id) === id);
  expect(restItem?.changes).toEqual(item?.changes);
  return item?.changes ?? [];
}

/** A published activity with one extra price line and one highlight, approved by the admin (content recorded). */
async function approvedWithContent() {
  const a = await createActivity(server, supplier.token, l);
  const price = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/prices`, {
    token: supplier.token,
    body: { title: 'Niño', price: '5.00', participants: 1 },
  });
  expect(price.status).toBe(201);
  const highlight = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/details`, {
    token: supplier.token,
    body: { type: 'highlight', title: 'Caminata al mirador' },
  });
  expect(highlight.status).toBe(201);
  const picture = await upload(server, a.id, supplier.token, {
    data: await pngImage(),
    name: 'foto.png',
    type: 'image/png',
  });
  expect(picture.status).toBe(201);
  const approved = await server.graphql<any>(APPROVE, { id: a.id }, admin.token);
  expect(approved.data?.approveActivity.status).toBe(1);
  return {
    a,
    priceId: price.body.id as number,
    detailId: highlight.body.id as number,
    imageId: picture.body.id as number,
  };
}

describe('what changed, for the admin', () => {
  it('a changed price line goes back to review and the queue lists it (antes, después)', async () => {
    const { a, priceId } = await approvedWithContent();
    expect(await changesOf(a.id)).toEqual([]); // published: not in the queue
    const res = await server.http('PUT', `/api/v1/suppliers/activity/${a.id}/prices/${priceId}`, {
      token: supplier.token,
      body: { title: 'Niño', price: '0.50', participants: 1, description: 'pague en xpl0ra.example' },
    });
    expect(res.status).toBe(200);
    expect(await status(a.id)).toBe(0);
    const changes = await changesOf(a.id);
    expect(changes.map((c) => c.field)).toEqual(['Precios']);
    expect(changes[0]!.before).toContain('Niño: 5.00 USD (1 pers.)');
    expect(changes[0]!.after).toContain('Niño: 0.50 USD (1 pers.) — pague en xpl0ra.example');
  });

  it('a new or deleted price line (GraphQL) is reviewed too', async () => {
    const { a, priceId } = await approvedWithContent();
    const added = await server.graphql<any>(
      `mutation ($id: ID!, $input: ActivityPriceInput!) { createActivityPrice(activityId: $id, input: $input) { id } }`,
      { id: a.id, input: { title: 'Grupo VIP', price: '99.00', participants: 4 } },
      supplier.token,
    );
    expect(added.errors).toBeUndefined();
    expect(await status(a.id)).toBe(0);
    expect((await changesOf(a.id))[0]!.after).toContain('Grupo VIP: 99.00 USD (4 pers.)');

    const b = await approvedWithContent();
    const removed = await server.graphql<any>(
      `mutation ($id: ID!) { deleteActivityPrice(id: $id) }`,
      { id: String(b.priceId) },
      supplier.token,
    );
    expect(removed.errors).toBeUndefined();
    expect(await status(b.a.id)).toBe(0);
    const [change] = await changesOf(b.a.id);
    expect(change).toMatchObject({ field: 'Precios' });
    expect(change!.before).toContain('Niño');
    expect(change!.after).not.toContain('Niño');
    expect(priceId).toBeGreaterThan(0);
  });

  it('a detail tab (highlight, FAQ…) change, added or removed, is reviewed and listed under Detalles', async () => {
    const { a, detailId } = await approvedWithContent();
    const res = await server.http('PUT', `/api/v1/suppliers/activity/${a.id}/details/${detailId}`, {
      token: supplier.token,
      body: { type: 'highlight', title: 'Pague por adelantado en xpl0ra.example' },
    });
    expect(res.status).toBe(200);
    expect(await status(a.id)).toBe(0);
    expect(await changesOf(a.id)).toEqual([
      {
        field: 'Detalles',
        before: '¿Qué harás?: Caminata al mirador',
        after: '¿Qué harás?: Pague por adelantado en xpl0ra.example',
      },
    ]);

    const b = await approvedWithContent();
    const faq = await server.http('POST', `/api/v1/suppliers/activity/${b.a.id}/details`, {
      token: supplier.token,
      body: {
        type: 'question',
        title: '¿Cómo pago la reserva?',
        description: 'Transfiera a la cuenta 0102…',
      },
    });
    expect(faq.status, JSON.stringify(faq.body)).toBe(201);
    expect(await status(b.a.id)).toBe(0);
    expect((await changesOf(b.a.id))[0]!.after).toContain(
      'Pregunta: ¿Cómo pago la reserva? — Transfiera a la cuenta 0102…',
    );
  });

  it('removing a picture goes back to review and the queue shows the pictures before and after', async () => {
    const { a, imageId } = await approvedWithContent();
    const res = await server.http('DELETE', `/api/v1/suppliers/activity/${a.id}/images/${imageId}`, {
      token: supplier.token,
    });
    expect(res.status).toBe(200);
    expect(await status(a.id)).toBe(0);
    const [change] = await changesOf(a.id);
    expect(change!.field).toBe('Imágenes');
    expect(change!.before).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(change!.after).toBe('');
  });

  it('several edits add up against what was approved; a paused activity edited meanwhile shows them too', async () => {
    const { a } = await approvedWithContent();
    const retitled = await server.graphql<any>(
      UPDATE,
      { id: a.id, input: activityForm(l, { title: 'Título nuevo', description: PHISHING }) },
      supplier.token,
    );
    expect(retitled.errors).toBeUndefined();
    const again = await server.graphql<any>(
      UPDATE,
      { id: a.id, input: activityForm(l, { title: 'Título más nuevo', description: PHISHING }) },
      supplier.token,
    );
    expect(again.errors).toBeUndefined();
    const changes = await changesOf(a.id);
    expect(changes.map((c) => c.field)).toEqual(['Título', 'Descripción']);
    expect(changes[0]).toEqual({ field: 'Título', before: a.title, after: 'Título más nuevo' });
    expect(changes[1]!.after).toBe(PHISHING);

    // Approving records the new content: nothing left to show; a pause and an edit bring the change back.
    await server.graphql<any>(APPROVE, { id: a.id }, admin.token);
    const paused = await server.graphql<any>(
      `mutation ($id: ID!) { setActivityStatus(id: $id, status: 0) { activity { id status } } }`,
      { id: a.id },
      supplier.token,
    );
    expect(paused.errors).toBeUndefined();
    const price = await server.http('PUT', `/api/v1/suppliers/activity/${a.id}`, {
      token: supplier.token,
      body: restActivityForm(l, { title: 'Título más nuevo', description: PHISHING, base_price: '3.00' }),
    });
    expect(price.status).toBe(200);
    expect((await changesOf(a.id)).map((c) => c.field)).toEqual(['Precio base (USD)']);
  });
});
