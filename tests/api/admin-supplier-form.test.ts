import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { Supplier } from '../../server/src/modules/supplier/supplier.entity.js';
import { mailsTo, restSupplierForm, supplierForm } from './admin-fixtures.js';
import { setUp, tearDown, server, supplier, gql, api, CREATE, UPDATE, fieldErrors } from './admin.context.js';

beforeAll(setUp);
afterAll(tearDown);

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
    // perPage above the maximum is refused, as on every list.
    const big = await api('GET', '/supplier?perPage=1e3');
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ perPage: 'Debe estar entre 1 y 100.' });
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
