import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderAlert } from '../../server/src/modules/supplier/provider-alert.entity.js';
import { alertOf, supplierActor } from './admin-fixtures.js';
import {
  setUp,
  tearDown,
  server,
  admin,
  otherAdmin,
  supplier,
  gql,
  api,
  fieldErrors,
} from './admin.context.js';

beforeAll(setUp);
afterAll(tearDown);

describe('supplier list', () => {
  const LIST = `query ($page: Int!, $perPage: Int!, $orderBy: SupplierOrderBy!, $pendingReview: Boolean, $status: Int) {
    suppliers(page: $page, perPage: $perPage, orderBy: $orderBy, pendingReview: $pendingReview, status: $status) {
      total page lastPage items { id tradeName documentCode phoneNumber status activatedAt }
    }
  }`;

  it('pages and sorts (GraphQL), id ascending by default', async () => {
    const res = await gql(LIST, { page: 1, perPage: 2, orderBy: 'ID_ASC' });
    const page = res.data.suppliers;
    expect(page.items).toHaveLength(2);
    expect(page.lastPage).toBe(Math.ceil(page.total / 2));
    expect(Number(page.items[0].id)).toBeLessThan(Number(page.items[1].id));
    // Sorting follows the database's collation; ascending and descending are mirror images.
    const names = async (orderBy: string) =>
      (await gql(LIST, { page: 1, perPage: 100, orderBy })).data.suppliers.items.map(
        (s: { tradeName: string }) => s.tradeName,
      );
    const asc = await names('TRADE_NAME_ASC');
    const desc = await names('TRADE_NAME_DESC');
    // Other files create suppliers meanwhile: compare the suppliers both answers hold.
    const both = (list: string[], other: string[]) => list.filter((name) => other.includes(name));
    if (asc.length < 100) expect(both(desc, asc)).toEqual(both(asc, desc).reverse());
  });

  it('filters registrations pending review and by status', async () => {
    const pending = await supplierActor(server, { activated: false });
    const items = (await gql(LIST, { page: 1, perPage: 100, orderBy: 'ID_DESC', pendingReview: true })).data
      .suppliers.items;
    expect(items.map((s: { id: string }) => Number(s.id))).toContain(pending.supplier.id);
    expect(items.every((s: { activatedAt: string | null }) => s.activatedAt === null)).toBe(true);
    const inactive = (await gql(LIST, { page: 1, perPage: 100, orderBy: 'ID_ASC', status: 0 })).data.suppliers
      .items;
    expect(inactive.every((s: { status: number }) => s.status === 0)).toBe(true);
  });

  it('REST: envelope, orderBy=column:dir, perPage; bad column or page → 422', async () => {
    const res = await api('GET', '/supplier?orderBy=trade_name:desc&perPage=3&page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currentPage: 1,
      total: expect.any(Number),
      lastPage: expect.any(Number),
    });
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({
      id: expect.any(Number),
      trade_name: expect.any(String),
      document_code: expect.any(String),
    });
    expect((await api('GET', '/supplier?orderBy=notes:asc')).status).toBe(422);
    expect((await api('GET', '/supplier?orderBy=id:sideways')).status).toBe(422);
    expect((await api('GET', '/supplier?page=0')).status).toBe(422);
    expect((await api('GET', '/supplier?status=7')).status).toBe(422);
    const pending = await api('GET', '/supplier?pending_review=1&orderBy=id:desc');
    expect(pending.body.data.every((s: { activated_at: string | null }) => s.activated_at === null)).toBe(
      true,
    );
  });
});

describe('contacts', () => {
  const CREATE_CONTACT = `mutation ($input: CreateSupplierContactInput!) {
    createSupplierContact(input: $input) { id name email phoneNumber status } }`;

  it('validates name, e-mail, phone and status with Spanish messages', async () => {
    const base = {
      supplierId: supplier.supplier.id,
      name: 'María Gómez',
      phoneNumber: '04141234567',
      status: 0,
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Ma' }, 'name', 'El nombre debe tener al menos 3 caracteres.'],
      [{ name: 'x'.repeat(125) }, 'name', 'El nombre no debe tener más de 124 caracteres.'],
      [{ email: 'mal' }, 'email', 'Debe ser un correo válido.'],
      [{ phoneNumber: '' }, 'phoneNumber', 'El teléfono es obligatorio'],
      [{ status: 2 }, 'status', 'El estado es inválido'],
    ];
    for (const [change, field, message] of cases) {
      expect(fieldErrors(await gql(CREATE_CONTACT, { input: { ...base, ...change } }))[field]).toBe(message);
    }
  });

  it('a contact or an alert without status is stored with the spec default 0 (both doors)', async () => {
    const created = await gql(CREATE_CONTACT, {
      input: {
        supplierId: supplier.supplier.id,
        name: 'Ana Sin Estado',
        phoneNumber: '04141234567',
        status: null,
      },
    });
    expect(created.data.createSupplierContact).toMatchObject({ status: 0 });
    const rest = await api('POST', '/supplier_contact', {
      supplier_id: supplier.supplier.id,
      name: 'Sin Estado',
      phone_number: '02125550000',
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ status: 0 });
    const alert = await api('POST', '/provider_alert', {
      supplier_id: supplier.supplier.id,
      title: 'Sin estado',
      message: 'Se guarda sin enviar',
    });
    expect(alert.status).toBe(201);
    expect(alert.body).toMatchObject({ status: 0, sent_at: null });
    const bad = await api('POST', '/provider_alert', {
      supplier_id: supplier.supplier.id,
      title: 'Estado raro',
      message: 'No se guarda',
      status: 7,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ status: 'El estado es inválido' });
    // A malformed status is invalid too, never the default.
    const malformed = await api('POST', '/supplier_contact', {
      supplier_id: supplier.supplier.id,
      name: 'Estado Raro',
      phone_number: '02125550001',
      status: 'activo',
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ status: 'El estado es inválido' });
  });

  it('creates, lists (unpaged, REST) and edits contacts', async () => {
    const s = await supplierActor(server);
    const res = await gql(CREATE_CONTACT, {
      input: {
        supplierId: s.supplier.id,
        name: 'María Gómez',
        email: 'Maria@Example.com',
        phoneNumber: '0414-1234567',
        status: 0,
      },
    });
    expect(res.data.createSupplierContact).toMatchObject({ email: 'maria@example.com', status: 0 });
    const rest = await api('POST', '/supplier_contact', {
      supplier_id: s.supplier.id,
      name: 'Pedro Luna',
      phone_number: '02125551234',
      status: 1,
    });
    expect(rest.status).toBe(201);
    const edited = await api('PATCH', `/supplier_contact/${rest.body.id}`, {
      name: 'Pedro Luna Ruiz',
      phone_number: '02125551234',
      email: '',
      status: 0,
    });
    expect(edited.body).toMatchObject({ name: 'Pedro Luna Ruiz', status: 0, email: null });
    const list = await api('GET', `/supplier/${s.supplier.id}/contact`);
    expect(list.body).toMatchObject({ total: 2, currentPage: 1, lastPage: 1 });
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['María Gómez', 'Pedro Luna Ruiz']);
    expect(list.body.data[0]).toMatchObject({ supplier_id: s.supplier.id, phone_number: '0414-1234567' });
  });
});

describe('alerts', () => {
  const CREATE_ALERT = `mutation ($input: CreateProviderAlertInput!) {
    createProviderAlert(input: $input) { id title message status sentAt readAt } }`;
  const UPDATE_ALERT = `mutation ($input: UpdateProviderAlertInput!) {
    updateProviderAlert(input: $input) { id title message status sentAt } }`;
  const SEND = 'mutation ($id: ID!) { sendProviderAlert(id: $id) { id status sentAt } }';

  it('validates title, message and status', async () => {
    const base = { supplierId: supplier.supplier.id, title: 'Aviso', message: 'Hola', status: 0 };
    for (const [change, field, message] of [
      [{ title: 'ab' }, 'title', 'El título debe tener al menos 3 caracteres'],
      [{ title: 't'.repeat(125) }, 'title', 'El título debe tener no más de 124 caracteres'],
      [{ message: '' }, 'message', 'El mensaje es obligatorio'],
      [{ message: 'm'.repeat(256) }, 'message', 'El mensaje debe tener no más de 255 caracteres'],
      [{ message: '<script>alert(1)</script>' }, 'message', 'El mensaje es obligatorio'],
      [{ status: 5 }, 'status', 'El estado es inválido'],
    ] as const) {
      expect(fieldErrors(await gql(CREATE_ALERT, { input: { ...base, ...change } }))[field]).toBe(message);
    }
  });

  it('stores sanitized HTML', async () => {
    const res = await gql(CREATE_ALERT, {
      input: {
        supplierId: supplier.supplier.id,
        title: 'Aviso importante',
        message:
          '<p onclick="x()">Hola <b>aliado</b><script>alert(1)</script> <a href="javascript:x">a</a> <a href="https://xplora.test">b</a></p>',
        status: 0,
      },
    });
    expect(res.data.createProviderAlert.message).toBe(
      '<p>Hola <b>aliado</b> <a target="_blank" rel="noopener noreferrer">a</a> <a href="https://xplora.test" target="_blank" rel="noopener noreferrer">b</a></p>',
    );
  });

  it('edits only while unsent; send once; the supplier sees it and reads it once', async () => {
    const s = await supplierActor(server);
    const draft = (
      await gql(CREATE_ALERT, {
        input: { supplierId: s.supplier.id, title: 'Borrador', message: 'Hola', status: 0 },
      })
    ).data.createProviderAlert;
    expect(draft).toMatchObject({ status: 0, sentAt: null });
    // Drafts are invisible to the supplier.
    const before = await gql('{ myAlerts { id } }', {}, s.token);
    expect(before.data.myAlerts).toEqual([]);
    const edited = await gql(UPDATE_ALERT, {
      input: { id: draft.id, title: 'Aviso final', message: 'Hola <i>de nuevo</i>', status: 0 },
    });
    expect(edited.data.updateProviderAlert).toMatchObject({ title: 'Aviso final', status: 0 });
    const sent = await gql(SEND, { id: draft.id });
    expect(sent.data.sendProviderAlert).toMatchObject({ status: 1, sentAt: expect.any(String) });
    // Sent: no more edits, no second send (409 with a message), through both doors.
    const editSent = await gql(UPDATE_ALERT, {
      input: { id: draft.id, title: 'Cambio', message: 'Otro', status: 0 },
    });
    expect(editSent.errors?.[0]).toMatchObject({
      message: 'La alerta ya fue enviada y no se puede modificar.',
      extensions: { code: 'CONFLICT' },
    });
    expect(
      (await api('PUT', `/provider_alert/${draft.id}`, { title: 'Cambio', message: 'Otro', status: 0 }))
        .status,
    ).toBe(409);
    expect((await api('POST', `/provider_alert/${draft.id}/send`)).status).toBe(409);
    // The supplier's dashboard list.
    const mine = await gql('{ myAlerts { id title message readAt } }', {}, s.token);
    expect(mine.data.myAlerts).toEqual([
      { id: draft.id, title: 'Aviso final', message: 'Hola <i>de nuevo</i>', readAt: null },
    ]);
    const read = await gql(
      'mutation ($id: ID!) { markAlertRead(id: $id) { readAt } }',
      { id: draft.id },
      s.token,
    );
    const firstRead = read.data.markAlertRead.readAt;
    expect(firstRead).toEqual(expect.any(String));
    const again = await gql(
      'mutation ($id: ID!) { markAlertRead(id: $id) { readAt } }',
      { id: draft.id },
      s.token,
    );
    expect(again.data.markAlertRead.readAt).toBe(firstRead);
    // The admin's list shows the read date (double check).
    const adminList = await api('GET', `/supplier/${s.supplier.id}/alert`);
    expect(adminList.body.data[0]).toMatchObject({
      id: Number(draft.id),
      status: 1,
      read_at: firstRead,
      supplier_id: s.supplier.id,
    });
  });

  it('status 1 on create sends at once; POST /provider_alert with status 1 too', async () => {
    const res = await gql(CREATE_ALERT, {
      input: { supplierId: supplier.supplier.id, title: 'Directo', message: 'Hola', status: 1 },
    });
    expect(res.data.createProviderAlert).toMatchObject({ status: 1, sentAt: expect.any(String) });
    const rest = await api('POST', '/provider_alert', {
      supplier_id: supplier.supplier.id,
      title: 'Directo',
      message: 'Hola',
      status: 1,
    });
    expect(rest.body).toMatchObject({ status: 1, sent_at: expect.any(String) });
  });

  it('two concurrent sends of one alert: one succeeds, the other is a conflict', async () => {
    const alert = await alertOf(server, supplier.supplier.id, false);
    const results = await Promise.all([gql(SEND, { id: alert.id }), gql(SEND, { id: alert.id })]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.find((r) => r.errors)?.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const stored = await server.db.orm.em.fork().findOneOrFail(ProviderAlert, { id: alert.id });
    expect(stored.status).toBe(1);
  });
});

describe('internal comments', () => {
  const CREATE_COMMENT = `mutation ($input: CreateSupplierCommentInput!) {
    createSupplierComment(input: $input) { id message status authorId authorName createdAt } }`;

  it('validates the message', async () => {
    for (const [message, expected] of [
      ['', 'El mensaje es obligatorio'],
      ['ok', 'El mensaje debe tener al menos 3 caracteres'],
      ['c'.repeat(256), 'El mensaje debe tener no más de 255 caracteres'],
    ] as const) {
      const res = await gql(CREATE_COMMENT, { input: { supplierId: supplier.supplier.id, message } });
      expect(fieldErrors(res).message).toBe(expected);
    }
  });

  it('records the author, lists newest first, and only the author may edit', async () => {
    const s = await supplierActor(server);
    const first = (
      await gql(CREATE_COMMENT, { input: { supplierId: s.supplier.id, message: 'Llamar el lunes' } })
    ).data.createSupplierComment;
    expect(first).toMatchObject({ status: 1, authorId: String(admin.user.id), authorName: admin.user.name });
    await gql(
      CREATE_COMMENT,
      { input: { supplierId: s.supplier.id, message: 'Ya llamé' } },
      otherAdmin.token,
    );
    const list = await api('GET', `/supplier/${s.supplier.id}/comment`);
    expect(list.body.data.map((c: { message: string }) => c.message)).toEqual([
      'Ya llamé',
      'Llamar el lunes',
    ]);
    expect(list.body.data[1]).toMatchObject({ author_id: admin.user.id, created_at: expect.any(String) });
    const foreign = await api(
      'PUT',
      `/supplier_comment/${first.id}`,
      { message: 'Reescrito' },
      otherAdmin.token,
    );
    expect(foreign.status).toBe(409);
    expect(foreign.body.message).toBe('Solo el autor puede editar este comentario.');
    const own = await api('PATCH', `/supplier_comment/${first.id}`, { message: 'Llamar el martes' });
    expect(own.body.message).toBe('Llamar el martes');
  });
});
