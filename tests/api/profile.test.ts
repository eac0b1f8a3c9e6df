import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../schema/validation/profile.js';
import { hashPassword } from '../../server/src/modules/account/password.js';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { mailsTo } from './admin-fixtures.js';
import { createSlot, ensureRate, fork, gqlClient, order, type Gql } from './booking.fixtures.js';
import { createSupplier, unique } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 9: the customer's own account — profile, e-mail change, password change, my data, closing it. */

let server: TestServer;
let gql: (query: string, variables?: Record<string, unknown>, token?: string) => Promise<Gql>;

const PASSWORD = 'Secreta-2026';
const PROFILE_FIELDS = 'id name email pendingEmail phone nationalId avatar city';
const MY_PROFILE = `{ myProfile { ${PROFILE_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE_FIELDS} } }`;
const CHANGE_PASSWORD = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';
const CLOSE = 'mutation($input: CloseAccountInput!) { closeAccount(input: $input) }';
const CONFIRM = 'mutation($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) }';
const REVERT = 'mutation($input: RevertEmailChangeInput!) { revertEmailChange(input: $input) }';

interface Account {
  id: number;
  email: string;
}

/** A verified customer with a real password (so login and password checks run for real). */
async function newAccount(): Promise<Account> {
  const em = fork(server);
  const user = new User({
    name: 'Lucía Márquez',
    email: `${unique('perfil')}@profile.test`,
    passwordHash: await hashPassword(PASSWORD),
    role: UserRole.Client,
  });
  user.activatedAt = new Date();
  user.phone = '04141112233';
  user.nationalId = 'V-12345678';
  await em.persist(user).flush();
  return { id: user.id, email: user.email };
}

async function login(email: string, password = PASSWORD): Promise<{ status: number; token?: string }> {
  const res = await server.http('POST', '/api/v1/login', { body: { email, password } });
  return { status: res.status, token: res.body?.access_token };
}

async function loggedIn(account: Account): Promise<string> {
  const { status, token } = await login(account.email);
  expect(status).toBe(200);
  return token!;
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    input: {
      name: 'Lucía Márquez Rojas',
      email: '',
      phone: '04165554433',
      nationalId: 'V-87654321',
      city: 'Mérida',
      ...overrides,
    },
  };
}

async function userRow(id: number) {
  return fork(server).findOneOrFail(User, { id }, { refresh: true });
}

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
});

afterAll(() => server?.stop());

describe('profile', () => {
  it('reads and saves the own profile on both doors', async () => {
    const account = await newAccount();
    const token = await loggedIn(account);
    const mine = await gql(MY_PROFILE, {}, token);
    expect(mine.data.myProfile).toMatchObject({
      id: String(account.id),
      email: account.email,
      pendingEmail: null,
      phone: '04141112233',
      nationalId: 'V-12345678',
    });

    const saved = await gql(UPDATE, form({ email: account.email }), token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateProfile).toMatchObject({
      name: 'Lucía Márquez Rojas',
      email: account.email,
      pendingEmail: null,
      phone: '04165554433',
      nationalId: 'V-87654321',
      city: 'Mérida',
    });

    const rest = await server.http('PUT', '/api/v1/profile', {
      token,
      body: { name: 'Lucía M.', email: account.email, phone: '04120000000', national_id: 'V-1111', city: '' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      name: 'Lucía M.',
      phone: '04120000000',
      national_id: 'V-1111',
      city: null,
    });
    const got = await server.http('GET', '/api/v1/profile', { token });
    expect(got.body).toMatchObject({ id: account.id, email: account.email, name: 'Lucía M.' });
  });

  it('uses the attendee form’s rules and Spanish messages; bad input changes nothing', async () => {
    const account = await newAccount();
    const token = await loggedIn(account);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'El Nombre es requerido'],
      [{ name: 'Lu' }, 'name', 'El Nombre debe contener al menos 3 caracteres.'],
      [{ nationalId: '12' }, 'national_id', 'La CI/RIF debe contener al menos 3 caracteres.'],
      [{ nationalId: 'V-1234567890123' }, 'national_id', 'La CI/RIF no debe contener más de 12 caracteres.'],
      [{ email: 'no-es-correo' }, 'email', 'Debe ser un correo válido.'],
      [{ email: '' }, 'email', 'Email field is required'],
      [{ phone: '' }, 'phone', 'El Teléfono es requerido'],
      [{ phone: '0414123456789' }, 'phone', 'El Teléfono no debe contener más de 12 caracteres.'],
      [{ city: 'x'.repeat(125) }, 'city', 'La Ciudad no debe contener más de 124 caracteres.'],
    ];
    for (const [change, field, message] of cases) {
      const input = form({ email: account.email, ...change }).input;
      const res = await server.http('PUT', '/api/v1/profile', {
        token,
        body: { ...input, national_id: input.nationalId },
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(
        res.body.errors?.[field] ?? res.body.errors?.[field.replace('_id', 'Id')] ?? res.body.message,
      ).toBe(message);
    }
    const row = await userRow(account.id);
    expect(row).toMatchObject({ name: 'Lucía Márquez', phone: '04141112233', nationalId: 'V-12345678' });
  });

  it('needs a customer session', async () => {
    expect((await server.http('GET', '/api/v1/profile')).status).toBe(401);
    const { token } = await createSupplier(server);
    const res = await gql(MY_PROFILE, {}, token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('e-mail change', () => {
  it('keeps the old e-mail until the mailed link is used; the link works once', async () => {
    const account = await newAccount();
    const token = await loggedIn(account);
    const next = `${unique('nuevo')}@profile.test`;

    const res = await gql(UPDATE, form({ email: next.toUpperCase(), currentPassword: PASSWORD }), token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProfile).toMatchObject({ email: account.email, pendingEmail: next });
    expect((await login(account.email)).status).toBe(200);
    expect((await login(next)).status).toBe(401);

    const [mail] = await mailsTo(server, next);
    expect(mail?.subject).toBe('Confirma tu nuevo correo');
    const link = /\/confirm-email\?t=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(link).toBeTruthy();
    expect((await mailsTo(server, account.email)).map((m) => m.subject)).toContain(
      'Pediste cambiar tu correo',
    );

    const bad = await gql(CONFIRM, { input: { token: 'no-es-un-token' } });
    expect(bad.errors?.[0]?.message).toBe(PROFILE_MESSAGES.badEmailLink);

    const confirmed = await server.http('POST', '/api/v1/profile/email/confirm', { body: { token: link } });
    expect(confirmed.status).toBe(200);
    expect(await userRow(account.id)).toMatchObject({ email: next, pendingEmail: null });
    expect((await login(next)).status).toBe(200);
    expect((await login(account.email)).status).toBe(401);

    const again = await gql(CONFIRM, { input: { token: link } });
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an address that already has an account; a newer request voids the older link', async () => {
    const account = await newAccount();
    const other = await newAccount();
    const token = await loggedIn(account);
    const taken = await gql(UPDATE, form({ email: other.email, currentPassword: PASSWORD }), token);
    expect(taken.errors?.[0]).toMatchObject({
      message: PROFILE_MESSAGES.emailTaken,
      extensions: { code: 'BAD_USER_INPUT', fields: { email: PROFILE_MESSAGES.emailTaken } },
    });
    expect(await userRow(account.id)).toMatchObject({ pendingEmail: null, name: 'Lucía Márquez' });

    const first = `${unique('a')}@profile.test`;
    const second = `${unique('b')}@profile.test`;
    await gql(UPDATE, form({ email: first, currentPassword: PASSWORD }), token);
    await gql(UPDATE, form({ email: second, currentPassword: PASSWORD }), token);
    const oldLink = /\?t=([A-Za-z0-9_-]+)/.exec((await mailsTo(server, first))[0]!.text)![1];
    const stale = await gql(CONFIRM, { input: { token: oldLink } });
    expect(stale.errors?.[0]?.message).toBe(PROFILE_MESSAGES.badEmailLink);
    expect(await userRow(account.id)).toMatchObject({ email: account.email, pendingEmail: second });
  });
});

describe('e-mail change against account takeover (issue 15 #4)', () => {
  it('needs the current password on both doors (Spanish error on the field); nothing written, nothing mailed', async () => {
    const account = await newAccount();
    const token = await loggedIn(account);
    const next = `${unique('robo')}@profile.test`;
    const missing = await gql(UPDATE, form({ email: next }), token);
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { currentPassword: PROFILE_MESSAGES.passwordForEmail },
    });
    const wrong = await gql(UPDATE, form({ email: next, currentPassword: 'no-es-la-clave' }), token);
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual({
      currentPassword: PROFILE_MESSAGES.wrongPassword,
    });
    const body = { name: 'Otro Nombre', email: next, phone: '04120000000', national_id: 'V-1111', city: '' };
    const rest = await server.http('PUT', '/api/v1/profile', { token, body });
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toEqual({ current_password: PROFILE_MESSAGES.passwordForEmail });
    const restWrong = await server.http('PUT', '/api/v1/profile', {
      token,
      body: { ...body, current_password: 'no-es-la-clave' },
    });
    expect(restWrong.status).toBe(422);
    expect(restWrong.body.errors).toEqual({ current_password: PROFILE_MESSAGES.wrongPassword });
    expect(await userRow(account.id)).toMatchObject({
      email: account.email,
      pendingEmail: null,
      name: 'Lucía Márquez',
    });
    expect(await mailsTo(server, next)).toEqual([]);

    // Other fields (and the same address) still save without it; the right password over REST changes it.
    expect((await gql(UPDATE, form({ email: account.email }), token)).errors).toBeUndefined();
    const ok = await server.http('PUT', '/api/v1/profile', {
      token,
      body: { ...body, current_password: PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.pending_email).toBe(next);
  });

  it('confirming signs out the other sessions and voids pending reset links', async () => {
    const account = await newAccount();
    const mine = await loggedIn(account);
    const other = await loggedIn(account);
    const next = `${unique('confirma')}@profile.test`;
    await gql(UPDATE, form({ email: next, currentPassword: PASSWORD }), mine);
    const reset = await fork(server)
      .getConnection()
      .execute(
        `insert into one_time_tokens (user_id, purpose, token_hash, expires_at) values (?, 'password_reset', ?, now() + interval '30 minutes') returning id`,
        [account.id, 'f'.repeat(64)],
      );
    const link = /\/confirm-email\?t=([A-Za-z0-9_-]+)/.exec((await mailsTo(server, next))[0]!.text)![1];
    expect((await gql(CONFIRM, { input: { token: link } }, mine)).errors).toBeUndefined();
    expect((await gql(MY_PROFILE, {}, mine)).data.myProfile.email).toBe(next);
    expect((await gql(MY_PROFILE, {}, other)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [row] = await fork(server)
      .getConnection()
      .execute(`select used_at from one_time_tokens where id = ?`, [reset[0].id]);
    expect(row.used_at).not.toBeNull();
  });

  it('«No fui yo» in the notice to the old address restores it and ends every session, even after confirmation', async () => {
    const account = await newAccount();
    const victim = await loggedIn(account);
    const thief = `${unique('ladron')}@profile.test`;
    await gql(UPDATE, form({ email: thief, currentPassword: PASSWORD }), victim);
    const notice = (await mailsTo(server, account.email)).find(
      (m) => m.subject === 'Pediste cambiar tu correo',
    )!;
    const revert = /\/confirm-email\?revert=([A-Za-z0-9_-]+)/.exec(notice.text)?.[1];
    expect(revert).toBeTruthy();
    const confirm = /\/confirm-email\?t=([A-Za-z0-9_-]+)/.exec((await mailsTo(server, thief))[0]!.text)![1];
    await gql(CONFIRM, { input: { token: confirm } });
    const thiefSession = await loggedIn({ id: account.id, email: thief });

    const bad = await server.http('POST', '/api/v1/profile/email/revert', {
      body: { token: 'no-es-un-token' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ token: PROFILE_MESSAGES.badRevertLink });
    expect(await userRow(account.id)).toMatchObject({ email: thief });

    const res = await server.http('POST', '/api/v1/profile/email/revert', { body: { token: revert } });
    expect(res.status).toBe(200);
    expect(await userRow(account.id)).toMatchObject({ email: account.email, pendingEmail: null });
    for (const session of [victim, thiefSession])
      expect((await gql(MY_PROFILE, {}, session)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login(thief)).status).toBe(401);
    expect((await login(account.email)).status).toBe(200);
    expect((await mailsTo(server, account.email)).map((m) => m.subject)).toContain(
      'Deshicimos el cambio de tu correo',
    );
    const again = await gql(REVERT, { input: { token: revert } });
    expect(again.errors?.[0]?.message).toBe(PROFILE_MESSAGES.badRevertLink);
  });
});

describe('password change', () => {
  it('wrong current password → 422 in Spanish, nothing changes', async () => {
    const account = await newAccount();
    const token = await loggedIn(account);
    const other = await loggedIn(account);
    const res = await server.http('POST', '/api/v1/profile/password', {
      token,
      body: { current_password: 'otra-cosa-123', new_password: 'Nueva-Clave-99' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(PROFILE_MESSAGES.wrongPassword);
    expect((await gql(MY_PROFILE, {}, other)).errors).toBeUndefined();
    expect((await login(account.email)).status).toBe(200);

    const short = await gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: PASSWORD, newPassword: 'corta' } },
      token,
    );
    expect(short.errors?.[0]?.message).toBe('La clave debe tener al menos 8 caracteres.');
    const same = await gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: PASSWORD, newPassword: PASSWORD } },
      token,
    );
    expect(same.errors?.[0]?.message).toBe(PROFILE_MESSAGES.samePassword);
  });

  it('signs out every other token and keeps the current one', async () => {
    const account = await newAccount();
    const current = await loggedIn(account);
    const other = await loggedIn(account);
    const res = await gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: PASSWORD, newPassword: 'Nueva-Clave-99' } },
      current,
    );
    expect(res.data?.changePassword).toBe(true);

    expect((await gql(MY_PROFILE, {}, current)).data?.myProfile.id).toBe(String(account.id));
    const rejected = await gql(MY_PROFILE, {}, other);
    expect(rejected.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.http('GET', '/api/v1/profile', { token: other })).status).toBe(401);

    expect((await login(account.email)).status).toBe(401);
    expect((await login(account.email, 'Nueva-Clave-99')).status).toBe(200);
    expect((await mailsTo(server, account.email)).map((m) => m.subject)).toContain(
      'Tu contraseña fue cambiada',
    );
  });
});

describe('my data and closing the account', () => {
  it('exports only the own profile, bookings, orders and reviews', async () => {
    const slot = await createSlot(server);
    const mine = await newAccount();
    const theirs = await newAccount();
    const myToken = await loggedIn(mine);
    const theirToken = await loggedIn(theirs);
    const a = await order(server, slot, myToken);
    const b = await order(server, slot, theirToken);

    const res = await server.http('GET', '/api/v1/me/export', { token: myToken });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id: String(mine.id), email: mine.email });
    expect(res.body.bookings.map((x: any) => x.id)).toEqual([a.bookingId]);
    expect(res.body.orders.map((x: any) => x.id)).toEqual([a.orderId]);
    expect(res.body.bookings[0].details[0]).toMatchObject({ quantity: 1, price: 'Adulto' });
    expect(res.body).toHaveProperty('payments');
    expect(res.body).toHaveProperty('reviews');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(theirs.email);
    expect(res.body.orders.map((x: any) => x.id)).not.toContain(b.orderId);

    const gqlExport = await gql('{ myData }', {}, myToken);
    expect(gqlExport.data.myData.bookings).toHaveLength(1);
    expect((await server.http('GET', '/api/v1/me/export')).status).toBe(401);
  });

  it('closing needs the password, anonymises, keeps bookings, and the account can no longer log in', async () => {
    const slot = await createSlot(server);
    const account = await newAccount();
    const token = await loggedIn(account);
    const other = await loggedIn(account);
    const { bookingId } = await order(server, slot, token);

    const wrong = await gql(CLOSE, { input: { password: 'no-es-la-clave' } }, token);
    expect(wrong.errors?.[0]).toMatchObject({
      message: PROFILE_MESSAGES.wrongPassword,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await userRow(account.id)).closedAt).toBeFalsy();

    const res = await server.http('POST', '/api/v1/profile/close', { token, body: { password: PASSWORD } });
    expect(res.status).toBe(200);

    const row = await userRow(account.id);
    expect(row.closedAt).toBeTruthy();
    expect(row.email).not.toBe(account.email);
    expect(row).toMatchObject({
      name: 'Cuenta cerrada',
      phone: null,
      nationalId: null,
      avatar: null,
      city: null,
    });
    const [tokens] = await fork(server).execute<{ n: string }[]>(
      'select count(*) as n from access_tokens where user_id = ?',
      [account.id],
    );
    expect(Number(tokens!.n)).toBe(0);
    const [kept] = await fork(server).execute<{ n: string }[]>(
      'select count(*) as n from bookings where id = ?',
      [bookingId],
    );
    expect(Number(kept!.n)).toBe(1);

    expect((await gql(MY_PROFILE, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(MY_PROFILE, {}, other)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login(account.email)).status).toBe(401);
    const forgot = await server.http('POST', '/api/v1/password/forgot', { body: { user: account.email } });
    expect(forgot.status).toBe(200);
    expect((await mailsTo(server, account.email)).map((m) => m.subject)).not.toContain(
      'Recupera tu contraseña',
    );
  });
});
