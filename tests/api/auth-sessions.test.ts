import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/src/graphql/context.js';
import { AccessToken } from '../../server/src/modules/account/access-token.entity.js';
import { purgeStaleTokens } from '../../server/src/modules/account/token-cleanup.js';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { setUp, tearDown, PASSWORD, server, uniqueEmail, createUser, gql, rest, ME } from './auth.context.js';

beforeAll(setUp);
afterAll(tearDown);

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
