import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { supplierActor, type SupplierActor } from './admin-fixtures.js';
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

beforeAll(async () => {
  server = await startTestServer();
  l = await lookups(server);
  supplier = await supplierActor(server);
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
