import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { ProviderAlert } from '../../server/src/modules/supplier/provider-alert.entity.js';
import {
  actor,
  alertOf,
  pendingActivity,
  restSupplierForm,
  supplierActor,
  supplierForm,
  type Actor,
  type SupplierActor,
} from './admin-fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The permission matrix of the admin portal: every admin operation, through GraphQL and REST, answers 401 without a
 * token, 403 to customer and supplier tokens (with no data), and works for an admin. The supplier's side of alerts
 * is the mirror image: suppliers only.
 */

let server: TestServer;
let admin: Actor;
let client: Actor;
let supplier: SupplierActor;
let otherSupplier: SupplierActor;

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, supplier, otherSupplier] = await Promise.all([
    actor(server, UserRole.Admin),
    actor(server, UserRole.Client),
    supplierActor(server),
    supplierActor(server),
  ]);
});
afterAll(() => server.stop());

interface Op {
  name: string;
  query: string;
  /** Fresh variables (fixtures that a successful admin call consumes are made per call). */
  variables: () => Promise<Record<string, unknown>>;
  /** Also open to suppliers (their profile shows the category). */
  alsoSupplier?: boolean;
}

const SUPPLIER_FIELDS = 'id tradeName notes fee activatedAt';

const adminOps: Op[] = [
  { name: 'adminDashboard', query: '{ adminDashboard { pendingSuppliers } }', variables: async () => ({}) },
  {
    name: 'suppliers',
    query: 'query ($p: Int!) { suppliers(page: $p) { total items { id } } }',
    variables: async () => ({ p: 1 }),
  },
  {
    name: 'supplier',
    query: `query ($id: ID!) { supplier(id: $id) { ${SUPPLIER_FIELDS} } }`,
    variables: async () => ({ id: supplier.supplier.id }),
  },
  {
    name: 'createSupplier',
    query: 'mutation ($input: CreateSupplierInput!) { createSupplier(input: $input) { id } }',
    variables: async () => ({ input: supplierForm() }),
  },
  {
    name: 'updateSupplier',
    query: 'mutation ($input: UpdateSupplierInput!) { updateSupplier(input: $input) { id } }',
    variables: async () => ({ input: { id: otherSupplier.supplier.id, ...supplierForm() } }),
  },
  {
    name: 'activateSupplier',
    query: 'mutation ($id: ID!) { activateSupplier(id: $id) { id } }',
    variables: async () => ({ id: (await supplierActor(server, { activated: false })).supplier.id }),
  },
  {
    name: 'supplierCategories',
    query: '{ supplierCategories { id } }',
    variables: async () => ({}),
    alsoSupplier: true,
  },
  {
    name: 'supplierContacts',
    query: 'query ($id: ID!) { supplierContacts(supplierId: $id) { id } }',
    variables: async () => ({ id: supplier.supplier.id }),
  },
  {
    name: 'createSupplierContact',
    query: 'mutation ($input: CreateSupplierContactInput!) { createSupplierContact(input: $input) { id } }',
    variables: async () => ({
      input: { supplierId: supplier.supplier.id, name: 'María Gómez', phoneNumber: '04141234567', status: 0 },
    }),
  },
  {
    name: 'updateSupplierContact',
    query: 'mutation ($input: UpdateSupplierContactInput!) { updateSupplierContact(input: $input) { id } }',
    variables: async () => {
      const res = await server.graphql<{ createSupplierContact: { id: string } }>(
        'mutation ($input: CreateSupplierContactInput!) { createSupplierContact(input: $input) { id } }',
        {
          input: {
            supplierId: supplier.supplier.id,
            name: 'Pedro Luna',
            phoneNumber: '04121234567',
            status: 0,
          },
        },
        admin.token,
      );
      return {
        input: {
          id: res.data!.createSupplierContact.id,
          name: 'Pedro Luna',
          phoneNumber: '04121112233',
          status: 1,
        },
      };
    },
  },
  {
    name: 'supplierAlerts',
    query: 'query ($id: ID!) { supplierAlerts(supplierId: $id) { id } }',
    variables: async () => ({ id: supplier.supplier.id }),
  },
  {
    name: 'createProviderAlert',
    query: 'mutation ($input: CreateProviderAlertInput!) { createProviderAlert(input: $input) { id } }',
    variables: async () => ({
      input: { supplierId: supplier.supplier.id, title: 'Aviso', message: 'Hola', status: 0 },
    }),
  },
  {
    name: 'updateProviderAlert',
    query: 'mutation ($input: UpdateProviderAlertInput!) { updateProviderAlert(input: $input) { id } }',
    variables: async () => ({
      input: {
        id: (await alertOf(server, supplier.supplier.id, false)).id,
        title: 'Aviso',
        message: 'Hola',
        status: 0,
      },
    }),
  },
  {
    name: 'sendProviderAlert',
    query: 'mutation ($id: ID!) { sendProviderAlert(id: $id) { id } }',
    variables: async () => ({ id: (await alertOf(server, supplier.supplier.id, false)).id }),
  },
  {
    name: 'supplierComments',
    query: 'query ($id: ID!) { supplierComments(supplierId: $id) { id message authorId } }',
    variables: async () => ({ id: supplier.supplier.id }),
  },
  {
    name: 'createSupplierComment',
    query: 'mutation ($input: CreateSupplierCommentInput!) { createSupplierComment(input: $input) { id } }',
    variables: async () => ({ input: { supplierId: supplier.supplier.id, message: 'Comentario interno' } }),
  },
  {
    name: 'updateSupplierComment',
    query: 'mutation ($input: UpdateSupplierCommentInput!) { updateSupplierComment(input: $input) { id } }',
    variables: async () => {
      const res = await server.graphql<{ createSupplierComment: { id: string } }>(
        'mutation ($input: CreateSupplierCommentInput!) { createSupplierComment(input: $input) { id } }',
        { input: { supplierId: supplier.supplier.id, message: 'Primera versión' } },
        admin.token,
      );
      return { input: { id: res.data!.createSupplierComment.id, message: 'Segunda versión' } };
    },
  },
  {
    name: 'pendingActivities',
    query: '{ pendingActivities { total items { id supplierName } } }',
    variables: async () => ({}),
  },
  {
    name: 'approveActivity',
    query: 'mutation ($id: ID!) { approveActivity(id: $id) { id status } }',
    variables: async () => ({ id: (await pendingActivity(server, supplier.supplier.id)).id }),
  },
  {
    name: 'rejectActivity',
    query: 'mutation ($input: RejectActivityInput!) { rejectActivity(input: $input) { id status } }',
    variables: async () => ({
      input: { id: (await pendingActivity(server, supplier.supplier.id)).id, reason: 'Faltan fotos' },
    }),
  },
  { name: 'supplierLeads', query: '{ supplierLeads { total } }', variables: async () => ({}) },
  {
    name: 'markSupplierLeadHandled',
    query: 'mutation ($id: ID!) { markSupplierLeadHandled(id: $id) { id handledAt } }',
    variables: async () => {
      const rows = await server.db.orm.em
        .fork()
        .execute<{ id: number }[]>(
          `insert into supplier_leads (name, email) values ('Lead de prueba', 'lead@admin.test') returning id`,
        );
      return { id: rows[0]!.id };
    },
  },
  { name: 'exchangeRates', query: '{ exchangeRates { total } }', variables: async () => ({}) },
  {
    name: 'setExchangeRate',
    query: 'mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id } }',
    variables: async () => ({ input: { currency: 'USD', rate: '240.50', valueDate: '2026-01-02' } }),
  },
  // partner API keys (issue 7)
  { name: 'partnerKeys', query: '{ partnerKeys { total } }', variables: async () => ({}) },
  {
    name: 'issuePartnerKey',
    query: 'mutation ($input: IssuePartnerKeyInput!) { issuePartnerKey(input: $input) { key } }',
    variables: async () => ({
      input: { name: 'Agencia', organisation: 'Agencia Sol C.A.', scopes: ['catalog:read'] },
    }),
  },
  {
    name: 'revokePartnerKey',
    query: 'mutation ($id: ID!) { revokePartnerKey(id: $id) { id revokedAt } }',
    variables: async () => {
      const rows = await server.db.orm.em.fork().execute<{ id: number }[]>(
        `with u as (insert into users (name, email, password_hash, role)
           values ('Aliado API', 'partner-' || gen_random_uuid() || '@partners.xplora.invalid', '!', 'client') returning id)
         insert into partner_keys (name, organisation, prefix, secret_hash, scopes, user_id)
         select 'Para revocar', 'Pruebas', substr(md5(random()::text), 1, 8), md5(random()::text), '{catalog:read}', id
         from u returning id`,
      );
      return { id: rows[0]!.id };
    },
  },
];

type Expected = 'UNAUTHENTICATED' | 'FORBIDDEN';

async function expectDenied(op: Op, token: string | undefined, code: Expected) {
  const res = await server.graphql(op.query, await op.variables(), token);
  expect(res.errors?.[0]?.extensions?.code, `${op.name} → ${code}`).toBe(code);
  expect(res.data ?? null, `${op.name} returns no data`).toBeNull();
}

describe('admin GraphQL operations', () => {
  it.each(adminOps.map((op) => [op.name, op] as const))(
    '%s: 401 anonymous, 403 customer and supplier',
    async (_n, op) => {
      await expectDenied(op, undefined, 'UNAUTHENTICATED');
      await expectDenied(op, client.token, 'FORBIDDEN');
      if (!op.alsoSupplier) await expectDenied(op, supplier.token, 'FORBIDDEN');
    },
  );

  it.each(adminOps.map((op) => [op.name, op] as const))('%s: an admin token succeeds', async (_n, op) => {
    const res = await server.graphql(op.query, await op.variables(), admin.token);
    expect(res.errors, op.name).toBeUndefined();
    expect(res.data).toBeTruthy();
  });

  it('an expired or revoked token is 401, not 403', async () => {
    const res = await server.graphql('{ adminDashboard { pendingSuppliers } }', {}, 'not-a-real-token');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('supplier side of alerts', () => {
  const MY_ALERTS = '{ myAlerts { id title readAt } }';
  const MARK_READ = 'mutation ($id: ID!) { markAlertRead(id: $id) { id readAt } }';

  it('myAlerts and markAlertRead: 401 anonymous, 403 customer and admin', async () => {
    const alert = await alertOf(server, supplier.supplier.id, true);
    for (const [token, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [client.token, 'FORBIDDEN'],
      [admin.token, 'FORBIDDEN'],
    ] as const) {
      const list = await server.graphql(MY_ALERTS, {}, token);
      expect(list.errors?.[0]?.extensions?.code).toBe(code);
      const mark = await server.graphql(MARK_READ, { id: alert.id }, token);
      expect(mark.errors?.[0]?.extensions?.code).toBe(code);
      expect(mark.data ?? null).toBeNull();
    }
  });

  it('a supplier sees only its own SENT alerts; another supplier’s alert is NOT_FOUND', async () => {
    const sent = await alertOf(server, supplier.supplier.id, true);
    const draft = await alertOf(server, supplier.supplier.id, false);
    const foreign = await alertOf(server, otherSupplier.supplier.id, true);
    const res = await server.graphql<{ myAlerts: { id: string }[] }>(MY_ALERTS, {}, supplier.token);
    const ids = res.data!.myAlerts.map((a) => Number(a.id));
    expect(ids).toContain(sent.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(foreign.id);
    for (const id of [foreign.id, draft.id, 999_999_999, 'abc']) {
      const mark = await server.graphql(MARK_READ, { id }, supplier.token);
      expect(mark.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(mark.errors?.[0]?.message).toBe('La alerta no existe.');
    }
    const untouched = await server.db.orm.em.fork().findOneOrFail(ProviderAlert, { id: foreign.id });
    expect(untouched.readAt ?? null).toBeNull();
  });

  it('suppliers can never reach internal comments', async () => {
    const res = await server.graphql(
      'query ($id: ID!) { supplierComments(supplierId: $id) { id message } }',
      { id: supplier.supplier.id },
      supplier.token,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data ?? null).toBeNull();
  });
});

interface RestCase {
  name: string;
  method: string;
  path: () => Promise<string>;
  body?: () => Promise<unknown>;
  /** 201 for an admin (creates), else 200. */
  creates?: boolean;
  alsoSupplier?: boolean;
}

const restCases: RestCase[] = [
  { name: 'GET /admin/dashboard', method: 'GET', path: async () => '/admin/dashboard' },
  { name: 'GET /supplier', method: 'GET', path: async () => '/supplier?orderBy=id:asc' },
  { name: 'GET /supplier/{id}', method: 'GET', path: async () => `/supplier/${supplier.supplier.id}` },
  {
    name: 'POST /supplier',
    creates: true,
    method: 'POST',
    path: async () => '/supplier',
    body: async () => restSupplierForm(),
  },
  {
    name: 'PUT /supplier/{id}',
    method: 'PUT',
    path: async () => `/supplier/${otherSupplier.supplier.id}`,
    body: async () => restSupplierForm(),
  },
  {
    name: 'PATCH /supplier/{id}',
    method: 'PATCH',
    path: async () => `/supplier/${otherSupplier.supplier.id}`,
    body: async () => restSupplierForm(),
  },
  {
    name: 'POST /supplier/{id}/activate',
    method: 'POST',
    path: async () => `/supplier/${(await supplierActor(server, { activated: false })).supplier.id}/activate`,
  },
  {
    name: 'GET /supplier_category',
    method: 'GET',
    path: async () => '/supplier_category',
    alsoSupplier: true,
  },
  {
    name: 'GET /supplier/{id}/contact',
    method: 'GET',
    path: async () => `/supplier/${supplier.supplier.id}/contact`,
  },
  {
    name: 'GET /supplier/{id}/alert',
    method: 'GET',
    path: async () => `/supplier/${supplier.supplier.id}/alert`,
  },
  {
    name: 'GET /supplier/{id}/comment',
    method: 'GET',
    path: async () => `/supplier/${supplier.supplier.id}/comment`,
  },
  {
    name: 'POST /supplier_contact',
    creates: true,
    method: 'POST',
    path: async () => '/supplier_contact',
    body: async () => ({
      supplier_id: supplier.supplier.id,
      name: 'Ana Rey',
      phone_number: '02125551234',
      status: 1,
    }),
  },
  {
    name: 'PUT /supplier_contact/{id}',
    method: 'PUT',
    path: async () => {
      const res = await server.http('POST', '/api/v1/supplier_contact', {
        token: admin.token,
        body: { supplier_id: supplier.supplier.id, name: 'Ana Rey', phone_number: '02125551234', status: 1 },
      });
      return `/supplier_contact/${res.body.id}`;
    },
    body: async () => ({ name: 'Ana Rey', phone_number: '02125559999', status: 0 }),
  },
  {
    name: 'POST /provider_alert',
    creates: true,
    method: 'POST',
    path: async () => '/provider_alert',
    body: async () => ({ supplier_id: supplier.supplier.id, title: 'Aviso', message: 'Hola', status: 0 }),
  },
  {
    name: 'PATCH /provider_alert/{id}',
    method: 'PATCH',
    path: async () => `/provider_alert/${(await alertOf(server, supplier.supplier.id, false)).id}`,
    body: async () => ({ title: 'Aviso', message: 'Hola de nuevo', status: 0 }),
  },
  {
    name: 'POST /provider_alert/{id}/send',
    method: 'POST',
    path: async () => `/provider_alert/${(await alertOf(server, supplier.supplier.id, false)).id}/send`,
  },
  {
    name: 'POST /supplier_comment',
    creates: true,
    method: 'POST',
    path: async () => '/supplier_comment',
    body: async () => ({ supplier_id: supplier.supplier.id, message: 'Llamar el lunes', status: 1 }),
  },
  {
    name: 'PUT /supplier_comment/{id}',
    method: 'PUT',
    path: async () => {
      const res = await server.http('POST', '/api/v1/supplier_comment', {
        token: admin.token,
        body: { supplier_id: supplier.supplier.id, message: 'Llamar el lunes' },
      });
      return `/supplier_comment/${res.body.id}`;
    },
    body: async () => ({ message: 'Llamar el martes' }),
  },
  {
    name: 'POST /activity/{id}/approve',
    method: 'POST',
    path: async () => `/activity/${(await pendingActivity(server, supplier.supplier.id)).id}/approve`,
  },
  {
    name: 'POST /activity/{id}/reject',
    method: 'POST',
    path: async () => `/activity/${(await pendingActivity(server, supplier.supplier.id)).id}/reject`,
    body: async () => ({ reason: 'Faltan fotos del lugar' }),
  },
  { name: 'GET /exchange_rate', method: 'GET', path: async () => '/exchange_rate?currency=USD' },
  {
    name: 'POST /exchange_rate',
    creates: true,
    method: 'POST',
    path: async () => '/exchange_rate',
    body: async () => ({ currency: 'EUR', rate: '260.25', value_date: '2026-01-03' }),
  },
];

async function rest(c: RestCase, token?: string) {
  const path = await c.path();
  const body = c.body ? await c.body() : undefined;
  return server.http(c.method, `/api/v1${path}`, { token, body });
}

describe('admin REST routes', () => {
  it.each(restCases.map((c) => [c.name, c] as const))(
    '%s: 401 anonymous, 403 customer and supplier',
    async (_n, c) => {
      const anonymous = await rest(c);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      for (const token of c.alsoSupplier ? [client.token] : [client.token, supplier.token]) {
        const res = await rest(c, token);
        expect(res.status, c.name).toBe(403);
        expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'No autorizado.' });
      }
    },
  );

  it.each(restCases.map((c) => [c.name, c] as const))('%s: an admin token succeeds', async (_n, c) => {
    const res = await rest(c, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(c.creates ? 201 : 200);
  });

  it('GET /exchange_rate/latest needs a session of any kind', async () => {
    expect((await server.http('GET', '/api/v1/exchange_rate/latest?currency=USD')).status).toBe(401);
    for (const token of [client.token, supplier.token, admin.token]) {
      const res = await server.http('GET', '/api/v1/exchange_rate/latest?currency=EUR', { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        currency: 'EUR',
        rate: expect.any(String),
        value_date: expect.any(String),
      });
    }
  });
});
