import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REVOKED_MESSAGE } from '../../schema/staff-roles.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { STAFF_MESSAGES } from '../../server/src/modules/supplier/staff/staff.service.js';
import {
  actor,
  mailsTo,
  supplierActor,
  supplierForm,
  type Actor,
  type SupplierActor,
} from './admin-fixtures.js';
import { inviteStaff, STAFF_PASSWORD, staffLoginCall, staffMember } from './staff.fixtures.js';
import { caracasDay } from './booking.fixtures.js';
import { createActivity } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 33 §3: the owner's team: invitation, acceptance, role changes and revocation, with their audit entries. */

let server: TestServer;
let owner: SupplierActor;
let other: SupplierActor;
let customer: Actor;

beforeAll(async () => {
  server = await startTestServer();
  owner = await supplierActor(server);
  other = await supplierActor(server);
  customer = await actor(server, UserRole.Client);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const INVITE = 'mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { id status role email } }';
const ACCEPT = 'mutation ($t: String!, $p: String!) { acceptStaffInvitation(token: $t, password: $p) }';

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await server.db.orm.em.fork().execute<{ n: string }[]>(sql, params);
  return Number(row!.n);
}

async function auditRows(
  action: string,
  objectId: string,
): Promise<{ supplier_id: number; changes: unknown }[]> {
  return server.db.orm.em
    .fork()
    .execute(
      `select supplier_id, changes from audit_entries where action = ? and object_type = 'staff' and object_id = ?`,
      [action, Number(objectId)],
    );
}

describe('invitation', () => {
  it('creates an account of its own, mails a single-use link and names the supplier; accepting sets the password', async () => {
    const invited = await inviteStaff(server, owner.token, 'GUIDE');
    const mail = (await mailsTo(server, invited.email)).at(-1)!;
    expect(mail.subject).toContain(owner.supplier.tradeName);
    expect(mail.text).toContain('Guía');
    const shown = await server.graphql<{ staffInvitation: { supplierName: string; role: string } }>(
      'query ($t: String!) { staffInvitation(token: $t) { supplierName role } }',
      { t: invited.token },
    );
    expect(shown.data?.staffInvitation).toEqual({ supplierName: owner.supplier.tradeName, role: 'GUIDE' });
    // Not accepted yet: the supplier login refuses it.
    const early = await staffLoginCall(server, invited.email);
    expect(early.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const accepted = await server.graphql(ACCEPT, { t: invited.token, p: STAFF_PASSWORD });
    expect(accepted.data).toEqual({ acceptStaffInvitation: true });
    const again = await server.graphql(ACCEPT, { t: invited.token, p: 'otra-clave-123' });
    expect(again.errors?.[0]).toMatchObject({
      message: 'El enlace de invitación no es válido o ya fue usado.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const login = await staffLoginCall(server, invited.email);
    expect(login.body.data?.staffLogin.accessToken).toBeTruthy();
    const access = await server.graphql<{ supplierAccess: { role: string; supplierName: string } }>(
      'query { supplierAccess { role supplierName capabilities } }',
      {},
      login.body.data.staffLogin.accessToken,
    );
    expect(access.data?.supplierAccess).toMatchObject({
      role: 'guide',
      supplierName: owner.supplier.tradeName,
    });
    expect(await auditRows('staff_invited', invited.id)).toHaveLength(1);
    expect(await auditRows('staff_invitation_accepted', invited.id)).toHaveLength(1);
    // The staff login is in the trail (who, from where), under the team's supplier: its owner sees it.
    expect(
      await count(
        `select count(*) as n from audit_entries a join users u on u.id = a.actor_user_id
          where a.action = 'login' and u.email = ? and a.supplier_id = ?`,
        [invited.email, owner.supplier.id],
      ),
    ).toBe(1);
  });

  it('refuses bad input in Spanish and writes nothing', async () => {
    // The owner's team only: other test files invite staff on the shared run database meanwhile.
    const team = () =>
      count('select count(*) as n from supplier_staff where supplier_id = ?', [owner.supplier.id]);
    const before = await team();
    const cases = [
      [{ name: 'Ana', email: 'no-es-correo', role: 'GUIDE' }, 'Debe ser un correo válido.'],
      [{ name: 'A', email: 'ana@staff.test', role: 'GUIDE' }, 'El nombre debe tener al menos 3 caracteres.'],
      [
        { name: 'Ana Cliente', email: customer.user.email, role: 'GUIDE' },
        'Este correo ya tiene una cuenta en Xplora: invite a su equipo con otro correo.',
      ],
    ] as const;
    for (const [input, message] of cases) {
      const res = await server.graphql(INVITE, { input }, owner.token);
      expect(res.errors?.[0]?.message, JSON.stringify(input)).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const badRole = await server.graphql(
      INVITE,
      { input: { name: 'Ana', email: 'a@b.test', role: 'OWNER' } },
      owner.token,
    );
    expect(badRole.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badLink = await server.graphql(ACCEPT, { t: 'no-existe', p: STAFF_PASSWORD });
    expect(badLink.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const invited = await inviteStaff(server, owner.token, 'GUIDE');
    const shortPassword = await server.graphql(ACCEPT, { t: invited.token, p: 'corta' });
    expect(shortPassword.errors?.[0]?.message).toBe('La clave debe tener al menos 8 caracteres.');
    expect(await team()).toBe(before + 1);
  });

  it('a staff member cannot manage the team, and another supplier cannot touch this team', async () => {
    const ops = await staffMember(server, owner.token, 'OPERATIONS');
    const guide = await staffMember(server, owner.token, 'GUIDE');
    const byStaff = await server.graphql(
      INVITE,
      { input: { name: 'Ana Pérez', email: 'x@staff.test', role: 'GUIDE' } },
      ops.token,
    );
    expect(byStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreign = await server.graphql(
      'mutation ($id: ID!) { revokeStaff(id: $id) { id } }',
      { id: guide.id },
      other.token,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await server.graphql<{ supplierStaff: { id: string }[] }>(
      'query { supplierStaff { id } }',
      {},
      other.token,
    );
    expect(list.data?.supplierStaff.map((m) => m.id)).not.toContain(guide.id);
  });
});

describe('role changes and revocation', () => {
  it('a role change applies to the next call of the same session', async () => {
    const member = await staffMember(server, owner.token, 'GUIDE');
    const bookings = 'query { supplierBookings { total } }';
    expect((await server.graphql(bookings, {}, member.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const changed = await server.graphql(
      'mutation ($id: ID!) { changeStaffRole(id: $id, role: OPERATIONS) { role } }',
      { id: member.id },
      owner.token,
    );
    expect(changed.data).toEqual({ changeStaffRole: { role: 'OPERATIONS' } });
    expect((await server.graphql(bookings, {}, member.token)).errors).toBeUndefined();
    const [entry] = await auditRows('staff_role_changed', member.id);
    expect(entry).toMatchObject({
      supplier_id: owner.supplier.id,
      changes: [{ field: 'role', before: 'guide', after: 'operations' }],
    });
  });

  it('revoking ends every session: the old token answers 401, the login 403 in Spanish; the trail keeps it', async () => {
    const member = await staffMember(server, owner.token, 'OPERATIONS');
    const revoked = await server.graphql<{ revokeStaff: { status: string } }>(
      'mutation ($id: ID!) { revokeStaff(id: $id) { status } }',
      { id: member.id },
      owner.token,
    );
    expect(revoked.data?.revokeStaff.status).toBe('revoked');
    const byMember =
      'select count(*) as n from audit_entries where actor_user_id = (select id from users where email = ?)';
    const actorEntries = await count(byMember, [member.email]);
    const old = await server.graphql('query { supplierToday { __typename } }', {}, member.token);
    expect(old.errors?.[0]).toMatchObject({
      message: 'Sesión expirada. Por favor ingrese de nuevo.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // A write with the old token: refused the same way, and nothing changes.
    const [slot] = await server.db.orm.em
      .fork()
      .execute<{ id: number }[]>('select min(id) as id from activity_times where cancelled_at is null');
    const cancel = await server.graphql(
      'mutation ($id: ID!) { cancelDeparture(timeId: $id, reason: WEATHER) { __typename } }',
      { id: String(slot!.id) },
      member.token,
    );
    expect(cancel.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      await count('select count(*) as n from activity_times where id = ? and cancelled_at is not null', [
        slot!.id,
      ]),
    ).toBe(0);
    expect(await count(byMember, [member.email])).toBe(actorEntries);
    expect((await server.http('GET', '/api/v1/suppliers/departures', { token: member.token })).status).toBe(
      401,
    );
    const login = await staffLoginCall(server, member.email);
    expect(login.body.errors?.[0]).toMatchObject({
      message: STAFF_REVOKED_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
    const twice = await server.graphql(
      'mutation ($id: ID!) { revokeStaff(id: $id) { status } }',
      { id: member.id },
      owner.token,
    );
    expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await auditRows('staff_revoked', member.id)).toHaveLength(1);
    // The owner sees it in its own trail.
    const trail = await server.graphql<{ supplierAudit: { items: { action: string }[] } }>(
      'query { supplierAudit(perPage: 50) { items { action } } }',
      {},
      owner.token,
    );
    expect(trail.data?.supplierAudit.items.map((i) => i.action)).toContain('staff_revoked');
  });
});

describe('a deactivated supplier', () => {
  /** What a session answers on both doors: GraphQL's first error and REST's status and body. */
  async function answers(token: string) {
    const graphql = await server.graphql('query { supplierToday { __typename } }', {}, token);
    const rest = await server.http('GET', '/api/v1/suppliers/departures', { token });
    return { graphql: graphql.errors?.[0] ?? null, rest: { status: rest.status, body: rest.body } };
  }

  it("ends its team's sessions with its owner's: each old token gets the refusal of an ended session", async () => {
    const team = await supplierActor(server);
    const admin = await actor(server, UserRole.Admin);
    const guide = await staffMember(server, team.token, 'GUIDE');
    const operations = await staffMember(server, team.token, 'OPERATIONS');
    const untouched = await staffMember(server, owner.token, 'GUIDE');
    expect((await answers(guide.token)).graphql).toBeNull();

    const res = await server.graphql<{ updateSupplier: { status: number } }>(
      'mutation ($input: UpdateSupplierInput!) { updateSupplier(input: $input) { status } }',
      { input: { id: String(team.supplier.id), ...supplierForm({ status: 0 }) } },
      admin.token,
    );
    expect(res.data?.updateSupplier.status).toBe(0);

    const ended = await answers(team.token);
    expect(ended.graphql?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(ended.rest.status).toBe(401);
    for (const member of [guide, operations]) {
      const got = await answers(member.token);
      expect(got.graphql).toEqual(ended.graphql);
      expect(got.rest.status).toBe(401);
      expect(got.rest.body).toMatchObject({ code: ended.rest.body.code, message: ended.rest.body.message });
      const login = await staffLoginCall(server, member.email);
      expect(login.body.errors?.[0]).toMatchObject({
        message: STAFF_MESSAGES.deactivated,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    // Another supplier's team is not touched.
    expect((await answers(untouched.token)).graphql).toBeNull();
    expect(
      await count('select count(*) as n from access_tokens where user_id = ? and revoked_at is null', [
        owner.user.id,
      ]),
    ).toBeGreaterThan(0);
  });
});

describe('a guide', () => {
  it("sees today's and upcoming departures only: an earlier one reads as missing", async () => {
    const guide = await staffMember(server, owner.token, 'GUIDE');
    const activity = await createActivity(server, {
      supplierId: owner.supplier.id,
      dates: [caracasDay(-3), caracasDay(2)],
    });
    const calendar = async (token: string) => {
      const res = await server.graphql<{ supplierDepartures: { timeId: string; date: string }[] }>(
        'query ($a: ID, $from: String!, $to: String!) { supplierDepartures(activityId: $a, from: $from, to: $to) { timeId date } }',
        { a: String(activity.id), from: caracasDay(-10), to: caracasDay(10) },
        token,
      );
      return res.data!.supplierDepartures;
    };
    const all = await calendar(owner.token);
    expect(all.map((d) => d.date)).toEqual([caracasDay(-3), caracasDay(2)]);
    expect((await calendar(guide.token)).map((d) => d.date)).toEqual([caracasDay(2)]);
    const one = 'query ($id: ID!) { supplierDeparture(timeId: $id) { date } }';
    const past = all[0]!.timeId;
    expect((await server.graphql(one, { id: past }, owner.token)).data).toEqual({
      supplierDeparture: { date: caracasDay(-3) },
    });
    expect((await server.graphql(one, { id: past }, guide.token)).errors?.[0]).toMatchObject({
      message: 'El horario no existe.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await server.graphql(one, { id: all[1]!.timeId }, guide.token)).data).toEqual({
      supplierDeparture: { date: caracasDay(2) },
    });
  });
});
