import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../rest-compat/src/routes/index.js';
import { restSupplierForm } from './admin-fixtures.js';
import { fork, newCustomer, order } from './booking.fixtures.js';
import { GQL_LISTS } from './list-order-graphql.table.js';
import { CALLS, seedListFixtures, type ListFixtures } from './list-order.fixtures.js';
import { lookups, restActivityForm } from './supplier-portal.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * One rule per convention, on both doors: a page above 100 is refused on every list; a missing value reads
 * "requerido" (never "inválido"); a save reports every field error at once, an unknown enum value included; the
 * supplier's reservations come newest first.
 */

let db: OwnDatabase;
let server: TestServer;
let fx: ListFixtures;

beforeAll(async () => {
  db = await createOwnDatabase('conventions');
  server = await startTestServer({ databaseUrl: db.url });
  fx = await seedListFixtures(server);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

type Who = keyof ListFixtures['tokens'];
const api = (who: Who, method: string, path: string, body?: unknown) =>
  server.http(method, `/api/v1${path}`, { token: fx.tokens[who], body });

describe('perPage above 100 is a 422 on every list', () => {
  for (const route of routes.filter((r) => r.method === 'GET' && r.sortable !== undefined)) {
    const key = `GET ${route.path}`;
    it(`REST ${key}`, async () => {
      const call = CALLS[key]!;
      for (const param of ['perPage', 'size']) {
        const res = await api(call.who, 'GET', `${call.path(fx)}?${param}=101`);
        expect(res.status, `${key} ${param}=101`).toBe(422);
        expect(res.body).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: 'El tamaño de página debe estar entre 1 y 100.',
          errors: { perPage: 'Debe estar entre 1 y 100.' },
        });
      }
      expect((await api(call.who, 'GET', `${call.path(fx)}?perPage=100`)).status, key).toBe(200);
    });
  }

  it('GraphQL: every paged list field', async () => {
    const schema = await server.http('POST', '/graphql', {
      body: { query: '{ __schema { queryType { fields { name args { name } } } } }' },
    });
    const paged = (schema.body.data.__schema.queryType.fields as { name: string; args: { name: string }[] }[])
      .filter((f) => f.args.some((a) => a.name === 'perPage'))
      .map((f) => f.name);
    const lists = GQL_LISTS.filter((l) => paged.includes(l.field));
    expect(lists.length).toBeGreaterThan(10);
    for (const list of lists) {
      const args = [list.args?.(fx), 'perPage: 101'].filter(Boolean).join(', ');
      const res = await server.http('POST', '/graphql', {
        token: fx.tokens[list.who],
        body: { query: `{ ${list.field}(${args}) { total } }` },
      });
      expect(res.body.errors?.[0]?.extensions?.code, list.field).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].message, list.field).toBe('El tamaño de página debe estar entre 1 y 100.');
    }
  });
});

describe('a missing value is "requerido"', () => {
  it('admin POST /supplier without document_type_id takes 3, as the self-registration does', async () => {
    const body = restSupplierForm();
    delete (body as Record<string, unknown>).document_type_id;
    const res = await api('admin', 'POST', '/supplier', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.document_type_id).toBe(3);
    // Replacing the form without it: "requerido", and the saved type stays.
    const { document_type_id: _, ...update } = { ...restSupplierForm(), document_type_id: 1 };
    const put = await api('admin', 'PUT', `/supplier/${res.body.id}`, update);
    expect(put.status).toBe(422);
    expect(put.body.errors).toEqual({ document_type_id: 'El tipo de documento es requerido' });
  });

  it('an activity without its participants says "requerido" for each', async () => {
    const form: Record<string, unknown> = restActivityForm(await lookups(server));
    for (const field of ['min_participants', 'expected_participants', 'max_participants']) delete form[field];
    const res = await api('supplier', 'POST', '/suppliers/activity', form);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      min_participants: 'El mínimo de participantes es requerido',
      expected_participants: 'Los participantes esperados son requeridos',
      max_participants: 'El máximo de participantes es requerido',
    });
  });

  it('every save that leaves a required value out says "requerido"', async () => {
    const activity = `/suppliers/activity/${fx.slot.activityId}`;
    const cases: [Who, string, string, Record<string, unknown>, Record<string, string>][] = [
      [
        'supplier',
        'PUT',
        '/suppliers/profile',
        {
          trade_name: 'Posada del Sol',
          legal_name: 'Posada del Sol C.A.',
          description: 'Posada familiar frente al mar.',
          document_code: 'J12345678',
        },
        { document_type_id: 'El tipo de documento es requerido' },
      ],
      ['supplier', 'POST', `${activity}/details`, { title: 'Zarpe' }, { type: 'El tipo es requerido' }],
      ['supplier', 'PATCH', `${activity}/comments/1`, {}, { status: 'El estado es requerido' }],
      [
        'admin',
        'POST',
        '/exchange_rate',
        { rate: '40.12', value_date: '2026-01-05' },
        { currency: 'La moneda es requerida' },
      ],
    ];
    for (const [who, method, path, body, errors] of cases) {
      const res = await api(who, method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors, `${method} ${path}`).toMatchObject(errors);
      expect(JSON.stringify(res.body.errors), `${method} ${path}`).not.toMatch(/inválid/);
    }
  });
});

describe('a save reports every field error at once', () => {
  it('an unknown duration_unit comes with the form’s other errors', async () => {
    const form = restActivityForm(await lookups(server), {
      duration_unit: 'weeks',
      title: 'ab',
      departure_address: '',
    });
    const res = await api('supplier', 'POST', '/suppliers/activity', form);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      duration_unit: 'La unidad de duración debe ser días, horas o minutos',
      title: 'El título debe contener al menos 3 caracteres.',
      departure_address: 'La dirección de salida es requerida',
    });
    // A partial save: the errors of the fields it names, and only those.
    const patch = await api('supplier', 'PATCH', `/suppliers/activity/${fx.slot.activityId}`, {
      duration_unit: 'weeks',
      title: 'ab',
    });
    expect(patch.status).toBe(422);
    expect(patch.body.errors).toEqual({
      duration_unit: 'La unidad de duración debe ser días, horas o minutos',
      title: 'El título debe contener al menos 3 caracteres.',
    });
  });

  it('an unknown detail type comes with the other errors', async () => {
    const res = await api('supplier', 'POST', `/suppliers/activity/${fx.slot.activityId}/details`, {
      type: 'nope',
      description: 'x'.repeat(600),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      type: 'El tipo debe ser attribute, highlight, unsuitable o question',
      description: 'La descripción no debe contener más de 512 caracteres.',
    });
  });
});

describe('reservations come newest first', () => {
  it('a booking with a payment to verify keeps its place among the newest', async () => {
    // The fixtures' bookings have payments to verify; a newer order has none yet (its activity published again: the
    // fixtures' edits sent it back to review).
    await fork(server).execute('update activities set status = 1 where id = ?', [fx.slot.activityId]);
    const customer = await newCustomer(server);
    const newest = await order(server, fx.slot, customer.token, 1);
    const res = await api('supplier', 'GET', `/suppliers/activity/${fx.slot.activityId}/reservations`);
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; status: number; created_at: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.id).toBe(newest.bookingId);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(rows.map((r) => r.created_at)).toEqual([...rows.map((r) => r.created_at)].sort().reverse());
    expect(rows[0]!.status).not.toBe(3);
    expect(rows.some((r) => r.status === 3)).toBe(true);
  });
});
