import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { MailService } from '../../server/src/modules/mail/mail.service.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { Supplier } from '../../server/src/modules/supplier/supplier.entity.js';
import {
  setUp,
  tearDown,
  PASSWORD,
  server,
  uniqueEmail,
  createUser,
  gql,
  rest,
  REGISTER,
  mailsTo,
  tokenFrom,
} from './auth.context.js';

beforeAll(setUp);
afterAll(tearDown);

describe('customer registration', () => {
  it('refuses bad input with the exact Spanish messages per field (REST 422, GraphQL BAD_USER_INPUT)', async () => {
    const body = { name: 'Al', email: 'no-es-correo', password: 'corta' };
    const res = await rest('POST', '/register', body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors).toEqual({
      name: 'El nombre debe tener al menos 3 caracteres.',
      email: 'Debe ser un correo válido.',
      password: 'La clave debe tener al menos 8 caracteres.',
    });
    const g = await gql(REGISTER, { input: body });
    expect(g.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'El nombre debe tener al menos 3 caracteres.',
        email: 'Debe ser un correo válido.',
        password: 'La clave debe tener al menos 8 caracteres.',
      },
    });
    const empty = await rest('POST', '/register', {});
    expect(empty.body.errors).toEqual({
      name: 'El nombre es obligatorio',
      email: 'El correo es requerido.',
      password: 'La contraseña es obligatoria',
    });
  });

  it('register → activation mail → verifyEmail → login', async () => {
    const email = uniqueEmail('nuevo');
    const res = await rest('POST', '/register', { name: 'Nueva Viajera', email, password: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: 'Nueva Viajera',
      email,
      activated_at: null,
      last_login_at: null,
    });

    // Not yet: the right password on an unverified account is refused with a hint.
    const early = await rest('POST', '/login', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Debes activar tu cuenta. Revisa tu correo.');

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1); // the refused login does not re-send a fresh link
    expect(mails[0]!.subject).toBe('Activa tu cuenta de Xplora');
    const link = mails[0]!.links.find((l) => l.includes('activate='))!;
    expect(link).toMatch(/^https?:\/\/[^/]+\/login\?activate=[A-Za-z0-9_-]{43}$/);
    const token = tokenFrom(link, 'activate');

    const verify = await gql('mutation ($t: String!) { verifyEmail(token: $t) }', { t: token });
    expect(verify.data).toEqual({ verifyEmail: true });
    const again = await gql('mutation ($t: String!) { verifyEmail(token: $t) }', { t: token });
    expect(again.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: 'El enlace de activación no es válido o expiró.' },
    });

    const login = await rest('POST', '/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user.activated_at).not.toBeNull();
    expect(login.body.user.last_login_at).toBeNull();
  });

  it('re-sends the activation link when an unverified customer logs in after it went stale', async () => {
    const email = uniqueEmail('olvidadizo');
    await rest('POST', '/register', { name: 'Olvida Correos', email, password: PASSWORD });
    await server.db.orm.em
      .getConnection()
      .execute(
        `update one_time_tokens set created_at = now() - interval '1 hour' where user_id = (select id from users where email = ?)`,
        [email],
      );
    expect((await rest('POST', '/login', { email, password: PASSWORD })).status).toBe(403);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Activa tu cuenta de Xplora', 'Activa tu cuenta de Xplora']);
    // The older link no longer works; the newest does.
    const [newest, oldest] = mails.map((m) =>
      tokenFrom(
        m.links.find((l) => l.includes('activate='))!,
        'activate',
      ),
    );
    expect(
      (await gql('mutation ($t: String!) { verifyEmail(token: $t) }', { t: oldest })).errors,
    ).toBeDefined();
    expect((await gql('mutation ($t: String!) { verifyEmail(token: $t) }', { t: newest })).data).toEqual({
      verifyEmail: true,
    });
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const existing = await createUser(UserRole.Supplier);
    const res = await rest('POST', '/register', {
      name: 'Copia',
      email: existing.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Este correo ya está registrado.',
      code: 'BAD_USER_INPUT',
      errors: { email: 'Este correo ya está registrado.' },
    });
  });

  it('writes nothing when the registration fails half-way', async () => {
    const email = uniqueEmail('a-medias');
    // An application error inside the transaction, after the user and token were persisted in it.
    const spy = vi.spyOn(MailService, 'queue').mockImplementationOnce(() => {
      throw new Error('fallo simulado del outbox');
    });
    try {
      const res = await rest('POST', '/register', { name: 'A Medias', email, password: PASSWORD });
      expect(res.status).toBe(500);
      expect(res.body.message).not.toMatch(/outbox|simulado/);
    } finally {
      spy.mockRestore();
    }
    const em = server.db.orm.em.fork();
    expect(await em.count(User, { email })).toBe(0);
    expect(await em.count(OutboxMail, { recipient: email })).toBe(0);
  });

  it('writes nothing when the database refuses the outbox row', async () => {
    const email = uniqueEmail('a-medias-db');
    const original = MailService.queue.bind(MailService);
    const spy = vi.spyOn(MailService, 'queue').mockImplementationOnce((em, message) => {
      // A recipient too long for the column: the INSERT fails after the user's INSERT in the same transaction.
      return original(em, { ...message, to: 'x'.repeat(300) });
    });
    try {
      const res = await rest('POST', '/register', { name: 'A Medias', email, password: PASSWORD });
      expect(res.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const em = server.db.orm.em.fork();
    expect(await em.count(User, { email })).toBe(0);
    expect(
      await em.count(OutboxMail, { subject: 'Activa tu cuenta de Xplora', recipient: { $like: 'xxxx%' } }),
    ).toBe(0);
  });

  it('refuses admin registration with the Spanish message, whatever the payload', async () => {
    const res = await rest('POST', '/admin/register', {
      name: 'Jefe',
      email: uniqueEmail('jefe'),
      password: PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'No es posible registrar administradores.', code: 'FORBIDDEN' });
    expect((await rest('POST', '/admin/register', {})).status).toBe(403);
    const g = await gql(
      `mutation { registerAdmin(input: { name: "Jefe", email: "j@x.test", password: "12345678" }) { id } }`,
    );
    expect(g.errors![0]).toMatchObject({
      message: 'No es posible registrar administradores.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('supplier registration', () => {
  it('creates a pending supplier that can log in to the supplier portal', async () => {
    const email = uniqueEmail('aliado');
    const res = await rest('POST', '/supplier/register', {
      document_type_id: 3,
      document_code: 'j12345678',
      name: 'Tours del Ávila',
      legal_name: 'Tours del Ávila C.A.',
      email,
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Tours del Ávila', email, activated_at: null });

    const em = server.db.orm.em.fork();
    const supplier = await em.findOneOrFail(
      Supplier,
      { user: { email } },
      { populate: ['user', 'documentType'] },
    );
    expect(supplier).toMatchObject({
      tradeName: 'Tours del Ávila',
      legalName: 'Tours del Ávila C.A.',
      documentCode: 'J12345678',
      email,
      status: 0,
    });
    expect(supplier.documentType.getEntity().code).toBe('J');
    expect(supplier.user.getEntity().role).toBe(UserRole.Supplier);

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Recibimos tu solicitud']);

    const login = await rest('POST', '/supplier/login', { username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ scopes: ['supplier'], user: { activated_at: null } });
    expect((await rest('POST', '/login', { email, password: PASSWORD })).status).toBe(403);
  });

  it('defaults document_type_id to 3 (J, RIF) on both doors when it is not sent', async () => {
    const email = uniqueEmail('sin-tipo');
    const res = await rest('POST', '/supplier/register', {
      document_code: 'j87654321',
      name: 'Llanos Abiertos',
      legal_name: 'Llanos Abiertos C.A.',
      email,
      password: PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const supplier = await server.db.orm.em
      .fork()
      .findOneOrFail(Supplier, { user: { email } }, { populate: ['documentType'] });
    expect(supplier.documentType.getEntity()).toMatchObject({ id: 3, code: 'J' });
    const other = uniqueEmail('sin-tipo-gql');
    const viaGql = await gql(
      `mutation ($input: RegisterSupplierInput!) { registerSupplier(input: $input) { email } }`,
      {
        input: {
          documentCode: 'j11223344',
          name: 'Delta Verde',
          legalName: 'Delta Verde C.A.',
          email: other,
          password: PASSWORD,
        },
      },
    );
    expect(viaGql.errors).toBeUndefined();
  });

  it('validates the supplier form with the spec messages (snake_case over REST)', async () => {
    const res = await rest('POST', '/supplier/register', { document_type_id: 9, name: 'Tu', legal_name: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      document_type_id: 'El tipo de documento es inválido',
      document_code: 'El/la CI/RIF es requerido',
      name: 'El nombre debe tener al menos 3 caracteres.',
      legal_name: 'La Razón Social es requerida',
      email: 'Email is required',
      password: 'La contraseña es obligatoria',
    });
  });

  it('refuses a taken e-mail and writes no supplier', async () => {
    const existing = await createUser(UserRole.Client);
    const res = await gql(
      `mutation ($input: RegisterSupplierInput!) { registerSupplier(input: $input) { id } }`,
      {
        input: {
          documentTypeId: 1,
          documentCode: '12345678',
          name: 'Posada Mérida',
          legalName: 'Posada Mérida C.A.',
          email: existing.email,
          password: PASSWORD,
        },
      },
    );
    expect(res.errors![0]!.extensions).toMatchObject({
      fields: { email: 'Este correo ya está registrado.' },
    });
    expect(await server.db.orm.em.fork().count(Supplier, { email: existing.email })).toBe(0);
  });
});
