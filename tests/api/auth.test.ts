import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../server/src/graphql/context.js';
import { AccessToken } from '../../server/src/modules/account/access-token.entity.js';
import { accountDelaySeconds, LOGIN_LIMITS } from '../../server/src/modules/account/login-throttle.js';
import { hashPassword } from '../../server/src/modules/account/password.js';
import { purgeStaleTokens } from '../../server/src/modules/account/token-cleanup.js';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { MailService } from '../../server/src/modules/mail/mail.service.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { Supplier } from '../../server/src/modules/supplier/supplier.entity.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const PASSWORD = 'Clave-segura-2026';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Reference data the supplier form offers (spec: 1 V, 2 E, 3 J); present unless the seed already wrote it.
  await server.db.orm.em
    .getConnection()
    .execute(
      `insert into document_types (id, code, name) values (1, 'V', 'Cédula'), (2, 'E', 'Pasaporte'), (3, 'J', 'RIF') on conflict do nothing`,
    );
});
afterAll(() => server.stop());

function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@auth.test`;
}

/** A fresh client IP per test (the app trusts X-Forwarded-For from loopback), so throttling never leaks across tests. */
function uniqueIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

async function createUser(
  role: UserRole,
  options: { activated?: boolean; email?: string; lastLoginAt?: Date } = {},
): Promise<User> {
  const em = server.db.orm.em.fork();
  const user = new User({
    name: `Prueba ${role}`,
    email: options.email ?? uniqueEmail(role),
    passwordHash: await hashPassword(PASSWORD),
    role,
  });
  if (options.activated ?? true) user.activatedAt = new Date();
  if (options.lastLoginAt) user.lastLoginAt = options.lastLoginAt;
  await em.persist(user).flush();
  return user;
}

interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

async function gql<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; ip?: string } = {},
): Promise<GqlResult<T>> {
  const res = await server.http('POST', '/graphql', {
    body: { query, variables },
    token: options.token,
    headers: options.ip ? { 'x-forwarded-for': options.ip } : {},
  });
  return res.body as GqlResult<T>;
}

function rest(method: string, path: string, body?: unknown, options: { token?: string; ip?: string } = {}) {
  return server.http(method, `/api/v1${path}`, {
    body,
    token: options.token,
    headers: options.ip ? { 'x-forwarded-for': options.ip } : {},
  });
}

const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) { accessToken expiresAt scopes user { id name email role lastLoginAt activatedAt } }
}`;
const STAFF_LOGIN = `mutation ($input: StaffLoginInput!) {
  staffLogin(input: $input) { accessToken expiresAt scopes user { id email role lastLoginAt activatedAt } }
}`;
const ME = `{ me { id email role } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { id name email role activatedAt } }`;

async function mailsTo(email: string): Promise<{ subject: string; text: string; links: string[] }[]> {
  const res = await server.http('GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.body.mails;
}

/** UserRole's GraphQL enum values are its TypeScript keys (Client, Supplier, Admin). */
function gqlRole(role: UserRole): string {
  return role[0]!.toUpperCase() + role.slice(1);
}

function tokenFrom(link: string, param: string): string {
  return new URL(link).searchParams.get(param)!;
}

describe('login on each portal', () => {
  it('logs a customer in over GraphQL: opaque token, expiry, scopes, previous lastLoginAt (null the first time)', async () => {
    const user = await createUser(UserRole.Client);
    const before = Date.now();
    const first = await gql(LOGIN, { input: { email: user.email.toUpperCase(), password: PASSWORD } });
    expect(first.errors).toBeUndefined();
    const payload = first.data.login;
    expect(payload.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.scopes).toEqual(['client']);
    expect(payload.user).toMatchObject({ email: user.email, role: 'Client', lastLoginAt: null });
    const ttl = new Date(payload.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(11.9 * 3_600_000);
    expect(ttl).toBeLessThan(12.1 * 3_600_000);

    // Only the hash is stored.
    const em = server.db.orm.em.fork();
    expect(await em.count(AccessToken, { tokenHash: payload.accessToken })).toBe(0);
    expect(await em.count(AccessToken, { tokenHash: hashToken(payload.accessToken) })).toBe(1);

    const second = await gql(LOGIN, { input: { email: user.email, password: PASSWORD } });
    const previous = new Date(second.data.login.user.lastLoginAt).getTime();
    expect(previous).toBeGreaterThanOrEqual(before - 1000);
    expect(previous).toBeLessThanOrEqual(Date.now());

    const me = await gql(ME, {}, { token: payload.accessToken });
    expect(me.data.me).toMatchObject({ id: String(user.id), email: user.email });
  });

  it('logs a supplier and an admin in through staffLogin', async () => {
    for (const role of [UserRole.Supplier, UserRole.Admin]) {
      const user = await createUser(role);
      const res = await gql(STAFF_LOGIN, {
        input: { scope: gqlRole(role), username: user.email, password: PASSWORD },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data.staffLogin.scopes).toEqual([role]);
      expect(res.data.staffLogin.user).toMatchObject({ email: user.email, role: gqlRole(role) });
    }
  });

  it('answers POST /login, /supplier/login and /admin/login in the spec shape', async () => {
    const lastLogin = new Date('2026-01-02T03:04:05.000Z');
    const client = await createUser(UserRole.Client, { lastLoginAt: lastLogin });
    const res = await rest('POST', '/login', { email: client.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_at', 'scopes', 'user']);
    expect(res.body.user).toEqual({
      id: client.id,
      name: client.name,
      email: client.email,
      last_login_at: lastLogin.toISOString(),
      activated_at: client.activatedAt!.toISOString(),
    });
    expect(res.body.scopes).toEqual(['client']);
    expect(typeof res.body.access_token).toBe('string');

    for (const role of ['supplier', 'admin'] as const) {
      const user = await createUser(role as UserRole);
      const staff = await rest('POST', `/${role}/login`, { username: user.email, password: PASSWORD });
      expect(staff.status).toBe(200);
      expect(staff.body).toMatchObject({ scopes: [role], user: { id: user.id, last_login_at: null } });
      const me = await rest('GET', '/me', undefined, { token: staff.body.access_token });
      expect(me.body.user).toMatchObject({ id: user.id, email: user.email });
    }
  });

  it('answers a wrong password exactly like an unknown user (401, same body)', async () => {
    const user = await createUser(UserRole.Client);
    const ip = uniqueIp();
    const wrong = await rest('POST', '/login', { email: user.email, password: 'otra-clave-123' }, { ip });
    const unknown = await rest('POST', '/login', { email: uniqueEmail('nadie'), password: PASSWORD }, { ip });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Usuario o contraseña incorrectos.', code: 'UNAUTHENTICATED' });
    expect(unknown.body).toEqual(wrong.body);

    const gWrong = await gql(LOGIN, { input: { email: user.email, password: 'otra-clave-123' } }, { ip });
    const gUnknown = await gql(LOGIN, { input: { email: uniqueEmail('nadie'), password: PASSWORD } }, { ip });
    expect(gWrong).toEqual(gUnknown);
    expect(gWrong.errors![0]).toMatchObject({
      message: 'Usuario o contraseña incorrectos.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses an account on the wrong portal with 403, but only after the password matched', async () => {
    const client = await createUser(UserRole.Client);
    const supplier = await createUser(UserRole.Supplier);
    const admin = await createUser(UserRole.Admin);
    const ip = uniqueIp();
    const cases: [string, unknown][] = [
      ['/supplier/login', { username: client.email, password: PASSWORD }],
      ['/admin/login', { username: supplier.email, password: PASSWORD }],
      ['/supplier/login', { username: admin.email, password: PASSWORD }],
      ['/login', { email: supplier.email, password: PASSWORD }],
      ['/login', { email: admin.email, password: PASSWORD }],
    ];
    for (const [path, body] of cases) {
      const res = await rest('POST', path, body, { ip });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ message: 'Esta cuenta no tiene acceso a este portal.', code: 'FORBIDDEN' });
    }
    const wrongPassword = await rest(
      'POST',
      '/admin/login',
      { username: client.email, password: 'x'.repeat(9) },
      { ip },
    );
    expect(wrongPassword.status).toBe(401);
  });

  it('refuses the client scope on staffLogin', async () => {
    const client = await createUser(UserRole.Client);
    const res = await gql(STAFF_LOGIN, {
      input: { scope: 'Client', username: client.email, password: PASSWORD },
    });
    expect(res.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { scope: 'Portal inválido.' },
    });
  });

  it('validates login input with the spec messages', async () => {
    const res = await rest('POST', '/login', { email: 'no', password: '123' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: 'El correo debe tener al menos 3 caracteres.',
      password: 'La clave debe tener al menos 8 caracteres.',
    });
    const staff = await rest('POST', '/supplier/login', {});
    expect(staff.status).toBe(422);
    expect(staff.body.errors).toEqual({
      username: 'El usuario es obligatorio',
      password: 'La contraseña es obligatoria',
    });
  });
});

describe('throttling', () => {
  it('refuses the 11th try after 10 failures with 429 + Retry-After, even with the right password', async () => {
    const user = await createUser(UserRole.Client);
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const res = await rest('POST', '/login', { email: user.email, password: `mala-clave-${i}` }, { ip });
      expect(res.status).toBe(401);
    }
    const blocked = await rest('POST', '/login', { email: user.email, password: PASSWORD }, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Demasiados intentos. Intente de nuevo en 15 minutos.',
      code: 'TOO_MANY_REQUESTS',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const overGraphql = await gql(LOGIN, { input: { email: user.email, password: PASSWORD } }, { ip });
    expect(overGraphql.errors![0]!.extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfter: expect.any(Number),
    });

    // The pair is blocked, not the account: the same user from another address still gets in.
    const elsewhere = await rest(
      'POST',
      '/login',
      { email: user.email, password: PASSWORD },
      { ip: uniqueIp() },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('resets the consecutive-failure count on a success', async () => {
    const user = await createUser(UserRole.Supplier);
    const ip = uniqueIp();
    const attempt = (password: string) =>
      rest('POST', '/supplier/login', { username: user.email, password }, { ip });
    for (let i = 0; i < 9; i++) expect((await attempt(`mala-clave-${i}`)).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(`mala-clave-${i}`)).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200);
  });

  it('password spraying: failures on one account from rotating IPs meet a growing delay (429), and a warn log', async () => {
    const user = await createUser(UserRole.Client);
    const warn = vi.spyOn(server.logger, 'warn');
    const fail = (i: number) =>
      rest('POST', '/login', { email: user.email, password: `mala-clave-spray-${i}` }, { ip: uniqueIp() });
    for (let i = 0; i < LOGIN_LIMITS.freeFailsPerAccount; i++) expect((await fail(i)).status).toBe(401);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ alert: 'login-spraying', account: user.email, delaySeconds: 30 }),
      expect.any(String),
    );
    warn.mockRestore();

    // Every further attempt on that account waits, from any address, right password included, on both doors.
    const waiting = await rest(
      'POST',
      '/login',
      { email: user.email, password: PASSWORD },
      { ip: uniqueIp() },
    );
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({
      message: 'Demasiados intentos fallidos en esta cuenta. Intente de nuevo en 30 segundos.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(25);
    const overGraphql = await gql(
      LOGIN,
      { input: { email: user.email, password: PASSWORD } },
      { ip: uniqueIp() },
    );
    expect(overGraphql.errors![0]!.message).toMatch(/^Demasiados intentos fallidos en esta cuenta/);
    expect(overGraphql.data ?? null).toBeNull();
    const row = await server.db.orm.em.fork().findOneOrFail(User, user.id);
    expect(row.lastLoginAt ?? null).toBeNull();

    // The wait doubles with each failure after it (the test ends the current wait instead of sleeping).
    const endWait = () =>
      server.db.orm.em
        .getConnection()
        .execute(`delete from rate_limits where key like 'login_delay_account:%'`);
    await endWait();
    expect((await fail(100)).status).toBe(401);
    const longer = await rest(
      'POST',
      '/login',
      { email: user.email, password: PASSWORD },
      { ip: uniqueIp() },
    );
    expect(longer.body.message).toBe(
      'Demasiados intentos fallidos en esta cuenta. Intente de nuevo en 1 minuto.',
    );
    expect(accountDelaySeconds(LOGIN_LIMITS.freeFailsPerAccount + 10)).toBe(
      LOGIN_LIMITS.accountMaxDelaySeconds,
    );

    // Another account is not slowed down, and the owner's success clears the count.
    const other = await createUser(UserRole.Client);
    expect(
      (await rest('POST', '/login', { email: other.email, password: PASSWORD }, { ip: uniqueIp() })).status,
    ).toBe(200);
    await endWait();
    expect(
      (await rest('POST', '/login', { email: user.email, password: PASSWORD }, { ip: uniqueIp() })).status,
    ).toBe(200);
    expect((await fail(200)).status).toBe(401);
  });

  it('counts failures for unknown users too', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail('fantasma');
    for (let i = 0; i < 10; i++) {
      expect((await rest('POST', '/login', { email, password: PASSWORD }, { ip })).status).toBe(401);
    }
    expect((await rest('POST', '/login', { email, password: PASSWORD }, { ip })).status).toBe(429);
  });
});

describe('sessions', () => {
  it('answers 401 on protected operations once the token expired, and me says so', async () => {
    const user = await createUser(UserRole.Client);
    const login = await rest('POST', '/login', { email: user.email, password: PASSWORD });
    const token = login.body.access_token as string;
    expect((await rest('POST', '/logout', undefined, { token: 'x' + token })).status).toBe(401);
    await server.db.orm.em
      .fork()
      .nativeUpdate(AccessToken, { tokenHash: hashToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
    const logout = await rest('POST', '/logout', undefined, { token });
    expect(logout.status).toBe(401);
    expect(logout.body.code).toBe('UNAUTHENTICATED');
    const me = await gql(ME, {}, { token });
    expect(me.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the presented token only; the next call is 401', async () => {
    const user = await createUser(UserRole.Admin);
    const a = await rest('POST', '/admin/login', { username: user.email, password: PASSWORD });
    const b = await rest('POST', '/admin/login', { username: user.email, password: PASSWORD });
    const out = await rest('POST', '/logout', undefined, { token: a.body.access_token });
    expect(out.status).toBe(200);
    expect((await rest('POST', '/logout', undefined, { token: a.body.access_token })).status).toBe(401);
    expect((await rest('GET', '/me', undefined, { token: a.body.access_token })).status).toBe(401);
    const stillIn = await rest('GET', '/me', undefined, { token: b.body.access_token });
    expect(stillIn.body.user.id).toBe(user.id);
  });

  it('purges tokens that expired or were revoked over a week ago, and keeps the rest', async () => {
    const user = await createUser(UserRole.Client);
    const em = server.db.orm.em.fork();
    const day = 86_400_000;
    const make = (tag: string, expiresAt: Date, revokedAt?: Date) => {
      const token = new AccessToken({
        user: em.getReference(User, user.id, { wrapped: true }),
        tokenHash: hashToken(`${tag}-${user.id}`),
        scopes: ['client'],
        expiresAt,
      });
      token.revokedAt = revokedAt;
      return em.persist(token);
    };
    make('viejo', new Date(Date.now() - 8 * day));
    make('revocado', new Date(Date.now() + day), new Date(Date.now() - 8 * day));
    make('reciente', new Date(Date.now() - day));
    make('vigente', new Date(Date.now() + day));
    await em.flush();
    expect(await purgeStaleTokens(server.db.orm)).toBeGreaterThanOrEqual(2);
    const left = await server.db.orm.em.fork().find(AccessToken, { user: user.id });
    expect(left.map((t) => t.tokenHash).sort()).toEqual(
      [hashToken(`reciente-${user.id}`), hashToken(`vigente-${user.id}`)].sort(),
    );
  });

  it('me is null without a session and logout needs one', async () => {
    expect((await gql(ME)).data).toEqual({ me: null });
    expect((await rest('GET', '/me')).body).toEqual({ user: null });
    const res = await gql('mutation { logout }');
    expect(res.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});

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
    expect(early.body.message).toBe('Debe activar su cuenta. Revise su correo.');

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

describe('password storage', () => {
  it('hashes with argon2id, m ≥ 19456 KiB, t ≥ 2, and accepts long Unicode passwords', async () => {
    const email = uniqueEmail('hash');
    const long = 'contraseña-ñandú-🌴-'.repeat(4).slice(0, 64);
    const res = await rest('POST', '/register', { name: 'Hash Prueba', email, password: long });
    expect(res.status).toBe(201);
    const user = await server.db.orm.em.fork().findOneOrFail(User, { email });
    const match = /^\$argon2id\$v=19\$([a-z]=\d+(?:,[a-z]=\d+)*)\$/.exec(user.passwordHash);
    expect(match).not.toBeNull();
    const params = Object.fromEntries(match![1]!.split(',').map((kv) => kv.split('=') as [string, string]));
    expect(Number(params.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(params.t)).toBeGreaterThanOrEqual(2);
    expect(Number(params.p)).toBeGreaterThanOrEqual(1);
    expect(user.passwordHash).not.toContain(long);

    await server.db.orm.em.fork().nativeUpdate(User, { id: user.id }, { activatedAt: new Date() });
    expect((await rest('POST', '/login', { email, password: long })).status).toBe(200);
  });
});
