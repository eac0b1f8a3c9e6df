import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../server/src/graphql/context.js';
import { AccessToken } from '../../server/src/modules/account/access-token.entity.js';
import { accountDelaySeconds, LOGIN_LIMITS } from '../../server/src/modules/account/login-throttle.js';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import {
  setUp,
  tearDown,
  PASSWORD,
  server,
  uniqueEmail,
  uniqueIp,
  createUser,
  gql,
  rest,
  LOGIN,
  STAFF_LOGIN,
  ME,
  gqlRole,
} from './auth.context.js';

beforeAll(setUp);
afterAll(tearDown);

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
      message: 'Demasiados intentos. Inténtalo de nuevo en 15 minutos.',
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
      message: 'Demasiados intentos fallidos en esta cuenta. Inténtalo de nuevo en 30 segundos.',
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
      'Demasiados intentos fallidos en esta cuenta. Inténtalo de nuevo en 1 minuto.',
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
