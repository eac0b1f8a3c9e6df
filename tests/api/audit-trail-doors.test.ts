import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { AUDIT_WRITER_ROLE } from '../../server/src/modules/audit/audit.js';
import { auditCount, auditOf } from './audit-trail.fixtures.js';
import {
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  type SlotFixture,
} from './booking.fixtures.js';
import { createUser, tokenFor } from './catalog.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The audit trail's doors: who reads which entries (GraphQL supplierAudit and auditLog, REST /suppliers/audit, the
 * admin CSV); that no one edits or deletes an entry, the application's database roles included; and that a refused
 * action leaves no entry.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let admin: string;
let adminId: number;
let customer: { id: number; token: string };
let a: SlotFixture;
let b: SlotFixture;
let paymentA: number;
let paymentB: number;

const SUPPLIER_AUDIT = `query($filter: AuditFilter, $orderBy: String) { supplierAudit(filter: $filter, orderBy: $orderBy,
  perPage: 100) { items { id action actorRole actorEmail ip userAgent objectType objectId supplierId
  changes { field before after } } total } }`;
const AUDIT_LOG = `query($filter: AuditFilter, $orderBy: String) { auditLog(filter: $filter, orderBy: $orderBy,
  perPage: 100) { items { id action actorRole actorEmail ip objectType objectId supplierId } total } }`;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  customer = await newCustomer(server);
  const adminUser = await createUser(server, UserRole.Admin);
  adminId = adminUser.id;
  admin = await tokenFor(server, adminUser);
  a = await createSlot(server, { seats: 20 });
  b = await createSlot(server, { seats: 20 });
  paymentA = (await bookingIn(server, a, customer.token, 'paid')).paymentId!;
  paymentB = (await bookingIn(server, b, customer.token, 'paid')).paymentId!;
});
afterAll(() => server.stop());

describe('entries are never edited or deleted', () => {
  it("the application's writer role may only insert: UPDATE, DELETE and SELECT are refused", async () => {
    const [entry] = await auditOf(server, 'payment', paymentA);
    for (const statement of [
      `update audit_entries set action = 'login' where id = ${entry!.id}`,
      `delete from audit_entries where id = ${entry!.id}`,
      'select count(*) from audit_entries',
    ])
      await expect(
        fork(server).transactional(async (em) => {
          await em.execute(`set local role ${AUDIT_WRITER_ROLE}`);
          await em.execute(statement);
        }),
        statement,
      ).rejects.toThrow(/permission denied/);
    expect(await auditOf(server, 'payment', paymentA)).toEqual([entry]);
  });

  it("the application's own connection role (here a superuser) is refused UPDATE, DELETE and TRUNCATE too", async () => {
    const [entry] = await auditOf(server, 'payment', paymentA);
    for (const statement of [
      `update audit_entries set action = 'login' where id = ${entry!.id}`,
      `delete from audit_entries where id = ${entry!.id}`,
      'truncate audit_entries',
    ])
      await expect(fork(server).execute(statement), statement).rejects.toThrow(/append-only/);
    expect(await auditOf(server, 'payment', paymentA)).toEqual([entry]);
  });

  it('no GraphQL mutation and no REST route writes or removes entries', async () => {
    const res = await server.http('GET', '/api/v1/openapi.json');
    const paths = Object.keys(res.body.paths as object).filter((p) => p.includes('audit'));
    expect(paths.sort()).toEqual(['/admin/audit.csv', '/suppliers/audit']);
    for (const path of paths) expect(Object.keys(res.body.paths[path])).toEqual(['get']);
    const schema = await gql(`{ __schema { mutationType { fields { name } } } }`, {}, admin);
    const mutations = (schema.data.__schema.mutationType.fields as { name: string }[]).map((f) => f.name);
    expect(mutations.filter((name) => /audit/i.test(name))).toEqual([]);
  });
});

describe('a refused action writes no entry', () => {
  it('a rejection without reason, a second confirmation, a foreign supplier and an unknown key leave the trail as it was', async () => {
    const { paymentId } = await bookingIn(server, a, customer.token, 'registered');
    const scope = {
      suppliers: [a.supplierId, b.supplierId],
      users: [adminId, customer.id],
      userAgent: `negativas-${process.pid}-${Date.now()}`,
    };
    // Every attempt is sent with the scope's user agent, so an entry it wrote is counted whoever it names.
    const attempt = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await server.http('POST', '/graphql', {
        body: { query, variables },
        token,
        headers: { 'user-agent': scope.userAgent },
      });
      return res.body as { errors?: { message: string }[] };
    };
    const before = await auditCount(server, scope);
    const attempts = [
      attempt(
        `mutation($id: ID!) { rejectPayment(id: $id, reason: "") { id } }`,
        { id: paymentId },
        a.supplierToken,
      ),
      attempt(`mutation($id: ID!) { confirmPayment(id: $id) { id } }`, { id: paymentA }, a.supplierToken),
      attempt(`mutation($id: ID!) { confirmPayment(id: $id) { id } }`, { id: paymentId }, b.supplierToken),
      attempt(`mutation($id: ID!) { revokePartnerKey(id: $id) { id } }`, { id: '999999999' }, admin),
      attempt(
        `mutation($id: ID!, $input: ActivityPriceInput!) { updateActivityPrice(id: $id, input: $input) { id } }`,
        { id: a.childId, input: { title: 'Niño', price: '-1', participants: 1 } },
        a.supplierToken,
      ),
      attempt(`mutation($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }`, {
        input: { username: 'nadie@xplora.test', password: 'mala-clave-123', scope: 'Admin' },
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.errors?.[0]?.message).toBeTruthy();
    expect(await auditCount(server, scope)).toBe(before);
    expect(await auditOf(server, 'payment', paymentId!)).toEqual([]);
  });
});

describe('who reads the trail', () => {
  it('a supplier owner sees the entries of its own objects only, without admins’ e-mails or others’ IPs', async () => {
    const res = await gql(SUPPLIER_AUDIT, {}, a.supplierToken);
    expect(res.errors).toBeUndefined();
    const items = res.data.supplierAudit.items as Record<string, any>[];
    expect(items.map((e) => e.objectId)).toContain(String(paymentA));
    expect(items.map((e) => e.objectId)).not.toContain(String(paymentB));
    expect(items.every((e) => e.supplierId === String(a.supplierId))).toBe(true);
    const confirmed = items.find((e) => e.action === 'payment_confirmed')!;
    expect(confirmed).toMatchObject({ actorRole: 'supplier', objectType: 'payment' });
    expect(confirmed.ip).toBeTruthy();
    // B cannot reach A's entries, even by naming the object.
    const other = await gql(
      SUPPLIER_AUDIT,
      { filter: { objectType: 'payment', objectId: String(paymentA) } },
      b.supplierToken,
    );
    expect(other.data.supplierAudit).toMatchObject({ items: [], total: 0 });
  });

  it('an admin sees everything and filters by action, actor, object, supplier and dates', async () => {
    const all = await gql(AUDIT_LOG, { filter: { action: 'payment_confirmed' } }, admin);
    const objects = (all.data.auditLog.items as Record<string, any>[]).map((e) => e.objectId);
    expect(objects).toEqual(expect.arrayContaining([String(paymentA), String(paymentB)]));
    const one = await gql(
      AUDIT_LOG,
      { filter: { supplierId: String(b.supplierId), objectType: 'payment' } },
      admin,
    );
    expect((one.data.auditLog.items as Record<string, any>[]).map((e) => e.objectId)).toEqual([
      String(paymentB),
    ]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await gql(AUDIT_LOG, { filter: { from: tomorrow } }, admin);
    expect(future.data.auditLog.total).toBe(0);
  });

  it('customers, visitors and the other role are refused on GraphQL', async () => {
    const cases: [string, string | undefined, string][] = [
      [SUPPLIER_AUDIT, customer.token, 'FORBIDDEN'],
      [SUPPLIER_AUDIT, undefined, 'UNAUTHENTICATED'],
      [SUPPLIER_AUDIT, admin, 'FORBIDDEN'],
      [AUDIT_LOG, customer.token, 'FORBIDDEN'],
      [AUDIT_LOG, undefined, 'UNAUTHENTICATED'],
      [AUDIT_LOG, a.supplierToken, 'FORBIDDEN'],
    ];
    for (const [query, token, code] of cases) {
      const res = await gql(query, {}, token);
      expect(res.data, code).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it('REST /suppliers/audit: the own trail for its supplier, 403 for customers and admins, 401 for visitors', async () => {
    const own = await server.http('GET', '/api/v1/suppliers/audit?action=payment_confirmed&with=changes', {
      token: a.supplierToken,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([
      expect.objectContaining({
        action: 'payment_confirmed',
        object_type: 'payment',
        object_id: paymentA,
        supplier_id: a.supplierId,
        changes: [{ field: 'status', before: 'pending', after: 'verified' }],
      }),
    ]);
    expect((await server.http('GET', '/api/v1/suppliers/audit', { token: customer.token })).status).toBe(403);
    expect((await server.http('GET', '/api/v1/suppliers/audit', { token: admin })).status).toBe(403);
    expect((await server.http('GET', '/api/v1/suppliers/audit')).status).toBe(401);
    const bad = await server.http('GET', '/api/v1/suppliers/audit?action=borrar&from=ayer', {
      token: a.supplierToken,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['action', 'from']));
  });

  it('the admin CSV: every matching entry, formula-safe; 403 for suppliers, 401 for visitors, 422 for bad filters', async () => {
    // A user agent written like a formula: its cell must not run in a spreadsheet.
    const issued = await server.http('POST', '/graphql', {
      token: admin,
      headers: { 'user-agent': '=HYPERLINK("http://x.invalid")' },
      body: {
        query: `mutation($input: IssuePartnerKeyInput!) { issuePartnerKey(input: $input) { key } }`,
        variables: { input: { name: 'Agencia CSV', organisation: 'Agencia', scopes: ['catalog:read'] } },
      },
    });
    expect(issued.body.errors).toBeUndefined();
    const csv = await server.http(
      'GET',
      '/api/v1/admin/audit.csv?action=partner_key_created&orderBy=id:desc',
      {
        token: admin,
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = String(csv.body);
    const lines = text.split('\r\n');
    expect(lines[0]).toContain('accion_codigo');
    expect(lines[1]).toContain('Clave de API creada');
    expect(lines[1]).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect((await server.http('GET', '/api/v1/admin/audit.csv', { token: a.supplierToken })).status).toBe(
      403,
    );
    expect((await server.http('GET', '/api/v1/admin/audit.csv')).status).toBe(401);
    expect((await server.http('GET', '/api/v1/admin/audit.csv?to=2026-13-01', { token: admin })).status).toBe(
      422,
    );
    expect((await server.http('GET', '/api/v1/admin/audit.csv?nope=1', { token: admin })).status).toBe(422);
  });
});
