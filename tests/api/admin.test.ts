import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../schema/validation/admin.js';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { ProviderAlert } from '../../server/src/modules/supplier/provider-alert.entity.js';
import { Supplier } from '../../server/src/modules/supplier/supplier.entity.js';
import {
  actor,
  alertOf,
  mailsTo,
  pendingActivity,
  restSupplierForm,
  supplierActor,
  supplierForm,
  type Actor,
  type SupplierActor,
} from './admin-fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** The admin portal's behaviour: rules of supplier spec §5 with their Spanish messages, flows, 404s, no half-writes. */

let server: TestServer;
let admin: Actor;
let otherAdmin: Actor;
let supplier: SupplierActor;

beforeAll(async () => {
  server = await startTestServer();
  [admin, otherAdmin, supplier] = await Promise.all([
    actor(server, UserRole.Admin),
    actor(server, UserRole.Admin),
    supplierActor(server),
  ]);
});
afterAll(() => server.stop());

type Gql = { data?: any; errors?: { message: string; extensions?: Record<string, any> }[] };

function gql(query: string, variables: Record<string, unknown> = {}, token = admin.token): Promise<Gql> {
  return server.graphql(query, variables, token) as Promise<Gql>;
}

function api(method: string, path: string, body?: unknown, token = admin.token) {
  return server.http(method, `/api/v1${path}`, { body, token });
}

const SUPPLIER = `id tradeName legalName documentTypeId documentCode email phoneNumber webpage address description notes fee
  status languageId categoryId activatedAt userId`;
const CREATE = `mutation ($input: CreateSupplierInput!) { createSupplier(input: $input) { ${SUPPLIER} } }`;
const UPDATE = `mutation ($input: UpdateSupplierInput!) { updateSupplier(input: $input) { ${SUPPLIER} } }`;

function fieldErrors(res: Gql): Record<string, string> {
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions!.fields as Record<string, string>;
}

describe('supplier form rules (§5) on both doors', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['trade name missing', { tradeName: '' }, 'tradeName', 'El título es obligatorio'],
    ['trade name short', { tradeName: 'ab' }, 'tradeName', 'El título debe tener al menos 3 caracteres'],
    [
      'trade name long',
      { tradeName: 'x'.repeat(125) },
      'tradeName',
      'El título debe tener no más de 124 caracteres',
    ],
    [
      'legal name short',
      { legalName: 'ab' },
      'legalName',
      'La Razón Social debe tener al menos 3 caracteres',
    ],
    ['document type', { documentTypeId: 7 }, 'documentTypeId', 'El tipo de documento es inválido'],
    ['document code missing', { documentCode: '' }, 'documentCode', 'El/la CI/RIF es requerido'],
    [
      'document code long',
      { documentCode: '12345678901' },
      'documentCode',
      'El/la CI/RIF no debe tener más de 10 caracteres',
    ],
    ['e-mail format', { email: 'no-es-correo' }, 'email', 'Debe ser un correo válido.'],
    [
      'webpage',
      { webpage: 'javascript:alert(1)' },
      'webpage',
      'La página web debe ser una URL válida (http:// o https://).',
    ],
    [
      'description short',
      { description: 'corta' },
      'description',
      'La descripción debe tener al menos 12 caracteres',
    ],
    [
      'description long',
      { description: 'd'.repeat(256) },
      'description',
      'La descripción debe tener no más de 255 caracteres',
    ],
    ['notes long', { notes: 'n'.repeat(1025) }, 'notes', 'Las notas deben tener no más de 1024 caracteres'],
    ['fee missing', { fee: null }, 'fee', 'El precio es obligatorio'],
    ['fee low', { fee: '0.04' }, 'fee', 'El precio debe ser igual o mayor a 0'],
    ['fee high', { fee: '1.01' }, 'fee', 'El precio debe ser igual o menor a 1'],
    ['fee text', { fee: 'mucho' }, 'fee', 'El precio es obligatorio'],
    ['status missing', { status: null }, 'status', 'El estado es requerido'],
    ['status other', { status: 2 }, 'status', 'El estado es inválido'],
    ['language missing', { languageId: null }, 'languageId', 'El idioma es requerido'],
    ['category missing', { categoryId: null }, 'categoryId', 'La categoría es requerida'],
    ['language unknown', { languageId: 999 }, 'languageId', 'El idioma es requerido'],
    ['category unknown', { categoryId: 999 }, 'categoryId', 'La categoría es requerida'],
  ];

  it.each(cases)('GraphQL: %s', async (_name, change, field, message) => {
    const input = supplierForm(change);
    const res = await gql(CREATE, { input });
    expect(fieldErrors(res)[field]).toBe(message);
    expect(res.data ?? null).toBeNull();
    const em = server.db.orm.em.fork();
    expect(await em.count(User, { email: String(input.email).toLowerCase() })).toBe(0);
  });

  it('REST: the same rules answer 422 with snake_case field errors', async () => {
    const res = await api(
      'POST',
      '/supplier',
      restSupplierForm({ trade_name: 'ab', fee: 3, status: undefined }),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors).toMatchObject({
      trade_name: 'El título debe tener al menos 3 caracteres',
      fee: 'El precio debe ser igual o menor a 1',
      status: 'El estado es requerido',
    });
  });

  it('hostile input never produces a 5xx', async () => {
    const bodies = [
      { trade_name: { $gt: '' } },
      { document_type_id: 'NaN', fee: '1e400' },
      { trade_name: "' OR 1=1--", description: '../../etc/passwd'.repeat(3), fee: '-0' },
      { language_id: 2 ** 40, category_id: -1, status: 'x' },
      { document_code: '‮12345', email: 'a@b.c'.repeat(100) },
    ];
    for (const body of bodies) {
      const res = await api('POST', '/supplier', restSupplierForm(body));
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    }
    const res = await api('POST', '/supplier', 'no es json' as never);
    expect(res.status).toBeLessThan(500);
    for (const path of [
      '/supplier?page=99999999999',
      '/supplier?page=-1',
      '/exchange_rate?page=4294967296',
    ]) {
      const list = await api('GET', path);
      expect(list.status, path).toBe(422);
    }
    // perPage above the maximum is capped (list-params), not refused.
    expect((await api('GET', '/supplier?perPage=1e3')).body.data.length).toBeLessThanOrEqual(100);
  });
});

describe('creating and updating suppliers', () => {
  it('creates the supplier, its activated supplier account and the password-setup mail in one go', async () => {
    const form = supplierForm({
      email: `Nuevo-${Date.now()}@Admin.Test`,
      documentCode: `j-${Date.now() % 1e8}`,
    });
    const res = await gql(CREATE, { input: form });
    expect(res.errors).toBeUndefined();
    const created = res.data.createSupplier;
    expect(created).toMatchObject({
      tradeName: form.tradeName,
      documentCode: form.documentCode.toUpperCase(),
      email: form.email.toLowerCase(),
      fee: '0.150',
      status: 1,
      languageId: 1,
      categoryId: 1,
      activatedAt: expect.any(String),
    });
    const user = await server.db.orm.em.fork().findOneOrFail(User, { id: Number(created.userId) });
    expect(user).toMatchObject({ role: UserRole.Supplier, email: form.email.toLowerCase() });
    const [mail] = await mailsTo(server, form.email);
    expect(mail?.subject).toBe('Bienvenido a Xplora: crea tu contraseña');
    const token = /\/recover\?t=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    // The link is an ordinary reset token: the supplier chooses a password and can log in to the supplier portal.
    const recovered = await gql(
      'mutation ($input: RecoverPasswordInput!) { recoverPassword(input: $input) }',
      { input: { token, password: 'Clave-del-aliado-1' } },
      '',
    );
    expect(recovered.data?.recoverPassword).toBe(true);
    const login = await gql(
      'mutation ($input: StaffLoginInput!) { staffLogin(input: $input) { scopes } }',
      { input: { scope: 'Supplier', username: form.email, password: 'Clave-del-aliado-1' } },
      '',
    );
    expect(login.data?.staffLogin.scopes).toEqual(['supplier']);
  });

  it('creates a supplier without e-mail (spec: optional) and mails nobody until one is added', async () => {
    // Mails for these suppliers' accounts (their login is a reserved .invalid address) or naming them.
    const mailsFor = async (body: { trade_name: string; user_id: number }) => {
      const em = server.db.orm.em.fork();
      const user = await em.findOneOrFail(User, { id: body.user_id });
      expect(user.email).toMatch(/@sin-correo\.invalid$/);
      return em.count(OutboxMail, {
        $or: [{ recipient: user.email }, { text: { $like: `%${body.trade_name}%` } }],
      });
    };
    const created = await api('POST', '/supplier', restSupplierForm({ email: undefined }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ email: null, user_id: expect.any(Number) });
    expect(await mailsFor(created.body)).toBe(0);
    const blank = await api('POST', '/supplier', restSupplierForm({ email: '' }));
    expect(blank.status).toBe(201);
    expect(await mailsFor(blank.body)).toBe(0);
    const malformed = await api('POST', '/supplier', restSupplierForm({ email: 'sin-arroba' }));
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ email: 'Debe ser un correo válido.' });
    // The first e-mail an update gives becomes the account's login and receives the invitation.
    const email = `tarde-${Date.now()}@admin.test`;
    const updated = await api(
      'PUT',
      `/supplier/${created.body.id}`,
      restSupplierForm({ email, document_code: created.body.document_code }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await mailsTo(server, email)).map((m) => m.subject)).toEqual([
      'Bienvenido a Xplora: crea tu contraseña',
    ]);
    const user = await server.db.orm.em.fork().findOneOrFail(User, { id: created.body.user_id });
    expect(user.email).toBe(email);
  });

  it('refuses a second supplier with the same document (type + code) with a clear 4xx', async () => {
    const form = supplierForm();
    expect((await gql(CREATE, { input: form })).errors).toBeUndefined();
    const again = await gql(CREATE, {
      input: supplierForm({ documentCode: form.documentCode.toLowerCase() }),
    });
    expect(fieldErrors(again).documentCode).toBe('Ya existe un aliado con ese documento.');
    // Same code with another document type is a different document.
    const other = await gql(CREATE, {
      input: supplierForm({ documentCode: form.documentCode, documentTypeId: 1 }),
    });
    expect(other.errors).toBeUndefined();
    const rest = await api('POST', '/supplier', restSupplierForm({ document_code: form.documentCode }));
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({
      message: 'Ya existe un aliado con ese documento.',
      errors: { document_code: 'Ya existe un aliado con ese documento.' },
    });
  });

  it('concurrent creations of one document: exactly one wins', async () => {
    const code = supplierForm().documentCode;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => gql(CREATE, { input: supplierForm({ documentCode: code }) })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((x) => x.errors)) expect(fieldErrors(r).documentCode).toBeDefined();
  });

  it('an e-mail that already has an account leaves nothing half-written', async () => {
    const em = server.db.orm.em.fork();
    const form = supplierForm({ email: supplier.user.email });
    const res = await gql(CREATE, { input: form });
    expect(fieldErrors(res).email).toBe('Este correo ya está registrado.');
    expect(await em.count(Supplier, { tradeName: form.tradeName })).toBe(0);
    expect((await mailsTo(server, supplier.user.email)).length).toBe(0);
  });

  it('updates every field, clears optional ones, and keeps the login e-mail', async () => {
    const created = (await gql(CREATE, { input: supplierForm() })).data.createSupplier;
    const form = supplierForm({
      phoneNumber: '',
      webpage: null,
      notes: '',
      fee: '1',
      status: 0,
      languageId: 2,
      categoryId: 2,
    });
    const res = await gql(UPDATE, { input: { id: created.id, ...form } });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateSupplier).toMatchObject({
      id: created.id,
      tradeName: form.tradeName,
      phoneNumber: null,
      webpage: null,
      notes: null,
      fee: '1.000',
      status: 0,
      languageId: 2,
      categoryId: 2,
      email: form.email,
      userId: created.userId,
    });
    const user = await server.db.orm.em.fork().findOneOrFail(User, { id: Number(created.userId) });
    expect(user.email).toBe(created.email);
    // Its own document is not a duplicate of itself.
    const same = await gql(UPDATE, { input: { id: created.id, ...form } });
    expect(same.errors).toBeUndefined();
  });

  it('REST: POST 201, GET one, PUT and PATCH replace, snake_case both ways', async () => {
    const body = restSupplierForm();
    const created = await api('POST', '/supplier', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      trade_name: body.trade_name,
      document_code: body.document_code,
      fee: '0.150',
      user_id: expect.any(Number),
      activated_at: expect.any(String),
    });
    const id = created.body.id;
    const one = await api('GET', `/supplier/${id}`);
    expect(one.body).toMatchObject({ id, legal_name: body.legal_name, language_id: 1, category_id: 1 });
    const put = await api('PUT', `/supplier/${id}`, { ...body, trade_name: 'Nombre Nuevo' });
    expect(put.status).toBe(200);
    expect(put.body.trade_name).toBe('Nombre Nuevo');
    const patch = await api('PATCH', `/supplier/${id}`, { ...body, status: 0 });
    expect(patch.body.status).toBe(0);
  });

  it('unknown or malformed ids are 404 with a Spanish message', async () => {
    for (const id of ['999999999', 'abc', '-1', '1.5', '99999999999999999999']) {
      const res = await gql(`query ($id: ID!) { supplier(id: $id) { id } }`, { id });
      expect(res.errors?.[0]).toMatchObject({
        message: 'El aliado no existe.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(
      (await gql(UPDATE, { input: { id: '999999999', ...supplierForm() } })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    for (const [method, path, body] of [
      ['GET', '/supplier/999999999'],
      ['PUT', '/supplier/999999999', restSupplierForm()],
      ['GET', '/supplier/999999999/contact'],
      ['GET', '/supplier/nope/alert'],
      ['GET', '/supplier/999999999/comment'],
      ['POST', '/supplier/999999999/activate'],
      [
        'POST',
        '/supplier_contact',
        { supplier_id: 999999999, name: 'Ana Rey', phone_number: '04141234567', status: 1 },
      ],
      ['PUT', '/supplier_contact/999999999', { name: 'Ana Rey', phone_number: '04141234567', status: 1 }],
      ['PATCH', '/provider_alert/999999999', { title: 'Hola', message: 'Mensaje', status: 0 }],
      ['POST', '/provider_alert/999999999/send'],
      ['PUT', '/supplier_comment/999999999', { message: 'Comentario' }],
      ['POST', '/activity/999999999/approve'],
      ['POST', '/activity/999999999/reject', { reason: 'Motivo largo' }],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toMatch(/no existe\.$/);
    }
  });
});

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
    expect(await names('TRADE_NAME_DESC')).toEqual(
      asc.length === 100 ? expect.any(Array) : [...asc].reverse(),
    );
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

describe('approvals', () => {
  it('activates a supplier registration once, mails the supplier and leaves the review queue', async () => {
    const registration = await supplierActor(server, { activated: false });
    const res = await api('POST', `/supplier/${registration.supplier.id}/activate`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ activated_at: expect.any(String), status: 1 });
    const [mail] = await mailsTo(server, registration.user.email);
    expect(mail?.subject).toBe('Tu cuenta de aliado fue activada');
    const pending = await api('GET', '/supplier?pending_review=1&perPage=100&orderBy=id:desc');
    expect(pending.body.data.map((s: { id: number }) => s.id)).not.toContain(registration.supplier.id);
    const again = await api('POST', `/supplier/${registration.supplier.id}/activate`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La cuenta del aliado ya fue activada.');
    expect(await mailsTo(server, registration.user.email)).toHaveLength(1);
  });

  it('approves a pending activity: published, publishedAt set, supplier mailed, publicly visible', async () => {
    const activity = await pendingActivity(server, supplier.supplier.id);
    const queue = (
      await gql('{ pendingActivities(perPage: 100) { total items { id supplierName supplierId } } }')
    ).data.pendingActivities;
    expect(queue.items).toContainEqual({
      id: String(activity.id),
      supplierName: supplier.supplier.tradeName,
      supplierId: String(supplier.supplier.id),
    });
    const res = await gql('mutation ($id: ID!) { approveActivity(id: $id) { id status publishedAt } }', {
      id: activity.id,
    });
    expect(res.data.approveActivity).toMatchObject({ status: 1, publishedAt: expect.any(String) });
    const mails = await mailsTo(server, supplier.user.email);
    expect(mails.at(-1)?.subject).toBe('Tu actividad fue aprobada');
    const again = await api('POST', `/activity/${activity.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La actividad no está pendiente por aprobación.');
    const stored = await server.db.orm.em.fork().findOneOrFail(Activity, { id: activity.id });
    expect(stored.status).toBe(1);
  });

  it('sends an activity back with a reason: it stays pending and the reason is mailed', async () => {
    const activity = await pendingActivity(server, supplier.supplier.id);
    const bad = await api('POST', `/activity/${activity.id}/reject`, { reason: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ reason: 'El motivo es obligatorio' });
    const res = await api('POST', `/activity/${activity.id}/reject`, { reason: 'Faltan fotos <del lugar>' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(0);
    const mail = (await mailsTo(server, supplier.user.email)).at(-1)!;
    expect(mail.subject).toBe('Tu actividad necesita cambios');
    expect(mail.text).toContain('Motivo: Faltan fotos <del lugar>');
    expect(mail.html).toContain('Faltan fotos &lt;del lugar&gt;');
  });

  it('lists and closes supplier landing requests', async () => {
    const em = server.db.orm.em.fork();
    const [row] = await em.execute<{ id: number }[]>(
      `insert into supplier_leads (name, email, company) values ('Luis Mora', 'luis@admin.test', 'Posada Mora') returning id`,
    );
    const open = (await gql('{ supplierLeads(perPage: 100) { items { id name } } }')).data.supplierLeads
      .items;
    expect(open.map((l: { id: string }) => Number(l.id))).toContain(row!.id);
    await gql('mutation ($id: ID!) { markSupplierLeadHandled(id: $id) { handledAt } }', { id: row!.id });
    const again = await gql('mutation ($id: ID!) { markSupplierLeadHandled(id: $id) { handledAt } }', {
      id: row!.id,
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const handled = (await gql('{ supplierLeads(handled: true, perPage: 100) { items { id } } }')).data
      .supplierLeads.items;
    expect(handled.map((l: { id: string }) => Number(l.id))).toContain(row!.id);
  });

  it('the dashboard counts match the waiting work (registrations, activities, payments, requests)', async () => {
    await pendingActivity(server, supplier.supplier.id);
    await supplierActor(server, { activated: false });
    const em = server.db.orm.em.fork();
    // Other test files write concurrently: compare with the database until two reads agree.
    await expect
      .poll(async () => {
        const [api1, [db]] = await Promise.all([
          api('GET', '/admin/dashboard'),
          em.execute<Record<string, string>[]>(
            `select (select count(*) from suppliers s join users u on u.id = s.user_id where u.activated_at is null and u.closed_at is null)
                      as pending_suppliers,
                    (select count(*) from activities where status = 0 and deleted_at is null) as pending_activities,
                    (select count(*) from payments where status = 'pending') as pending_payments,
                    (select count(*) from supplier_leads where handled_at is null) as pending_leads`,
          ),
        ]);
        return (
          JSON.stringify(api1.body) ===
          JSON.stringify(Object.fromEntries(Object.entries(db!).map(([k, v]) => [k, Number(v)])))
        );
      })
      .toBe(true);
    const counts = (await api('GET', '/admin/dashboard')).body;
    expect(counts.pending_activities).toBeGreaterThan(0);
    expect(counts.pending_suppliers).toBeGreaterThan(0);
  });
});

describe('exchange rates', () => {
  const SET = `mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id currency rate valueDate } }`;

  it('validates currency, rate (> 0, 2–4 decimals) and value date (valid, not future)', async () => {
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currency: 'GBP' }, 'currency', 'La moneda debe ser USD o EUR'],
      [{ rate: '0.00' }, 'rate', 'La tasa debe ser mayor a 0'],
      [{ rate: '-1.00' }, 'rate', 'La tasa debe ser un número'],
      [{ rate: '240' }, 'rate', 'La tasa debe tener entre 2 y 4 decimales'],
      [{ rate: '240.12345' }, 'rate', 'La tasa debe tener entre 2 y 4 decimales'],
      [{ rate: 'abc' }, 'rate', 'La tasa debe ser un número'],
      [{ valueDate: '2026-02-30' }, 'valueDate', 'La fecha valor debe ser una fecha válida (AAAA-MM-DD)'],
      [
        { valueDate: tomorrow > businessToday() ? tomorrow : '2999-01-01' },
        'valueDate',
        'La fecha valor no puede ser futura',
      ],
      [{ valueDate: '' }, 'valueDate', 'La fecha valor es requerida'],
    ];
    for (const [change, field, message] of cases) {
      const res = await gql(SET, {
        input: { currency: 'USD', rate: '240.50', valueDate: businessToday(), ...change },
      });
      expect(fieldErrors(res)[field], JSON.stringify(change)).toBe(message);
    }
    const rest = await api('POST', '/exchange_rate', { currency: 'XXX', rate: 1, value_date: 'hoy' });
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toMatchObject({
      currency: 'La moneda debe ser USD o EUR',
      value_date: expect.any(String),
    });
  });

  it('keeps the history; the latest (newest value date) is what latestExchangeRate answers', async () => {
    const today = businessToday();
    const usd = await gql(SET, { input: { currency: 'usd', rate: '301.1234', valueDate: today } });
    expect(usd.data.setExchangeRate).toMatchObject({ currency: 'USD', rate: '301.1234', valueDate: today });
    // An older value date does not become the latest.
    await gql(SET, { input: { currency: 'USD', rate: '100.00', valueDate: '2025-01-01' } });
    const latest = await gql('{ latestExchangeRate(currency: USD) { rate valueDate } }', {}, supplier.token);
    // Other test files set rates concurrently in the shared database: the latest is today's (or newer), never the old one.
    expect(latest.data.latestExchangeRate.valueDate >= today).toBe(true);
    expect(latest.data.latestExchangeRate.rate).not.toBe('100.0000');
    const history = await api('GET', '/exchange_rate?currency=USD&perPage=100');
    expect(history.body.data[0].value_date >= today).toBe(true);
    expect(history.body.data.map((r: { rate: string }) => r.rate)).toContain('301.1234');
    expect(history.body.data.map((r: { rate: string }) => r.rate)).toContain('100.0000');
    expect((await api('GET', '/exchange_rate?currency=GBP')).status).toBe(422);
  });
});

describe('README: Soporte con GraphiQL', () => {
  it('the support queries documented as existing run for an admin and are refused to a supplier', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Soporte con GraphiQL'));
    const block = /```graphql\n([\s\S]*?)```/.exec(section)![1]!;
    const names = [...block.matchAll(/^query (\w+)/gm)].map((m) => m[1]!);
    expect(names).toEqual(['Pendientes', 'Aliado', 'Tasas']);
    for (const operationName of names) {
      const res = await server.http('POST', '/graphql', {
        token: admin.token,
        body: { query: block, operationName, variables: { id: String(supplier.supplier.id) } },
      });
      expect(res.body.errors, operationName).toBeUndefined();
      const denied = await server.http('POST', '/graphql', {
        token: supplier.token,
        body: { query: block, operationName, variables: { id: String(supplier.supplier.id) } },
      });
      expect(denied.body.errors?.[0]?.extensions?.code, operationName).toBe('FORBIDDEN');
    }
  });
});

describe('no N+1', () => {
  it('the supplier list costs the same SQL at 5 and 50 per page (activatedAt is batched)', async () => {
    await Promise.all(Array.from({ length: 8 }, () => supplierActor(server, { activated: false })));
    const small = await api('GET', '/supplier?perPage=5');
    const large = await api('GET', '/supplier?perPage=50');
    expect(large.body.data.length).toBeGreaterThan(5);
    expect(large.headers.get('x-sql-count')).toBe(small.headers.get('x-sql-count'));
    expect(Number(small.headers.get('x-sql-count'))).toBeLessThanOrEqual(6);
  });

  it('internal comments with their authors cost the same SQL for 1 and 8 comments', async () => {
    const one = await supplierActor(server);
    const many = await supplierActor(server);
    const authors = await Promise.all(Array.from({ length: 4 }, () => actor(server, UserRole.Admin)));
    await api(
      'POST',
      '/supplier_comment',
      { supplier_id: one.supplier.id, message: 'Único comentario' },
      authors[0]!.token,
    );
    for (const [i, author] of [...authors, ...authors].entries()) {
      await api(
        'POST',
        '/supplier_comment',
        { supplier_id: many.supplier.id, message: `Comentario ${i}` },
        author.token,
      );
    }
    const a = await api('GET', `/supplier/${one.supplier.id}/comment`);
    const b = await api('GET', `/supplier/${many.supplier.id}/comment`);
    expect(b.body.data).toHaveLength(8);
    expect(new Set(b.body.data.map((c: { author_name: string }) => c.author_name)).size).toBe(4);
    expect(b.headers.get('x-sql-count')).toBe(a.headers.get('x-sql-count'));
  });
});
