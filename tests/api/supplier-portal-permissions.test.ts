import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierPortalRoutes } from '../../rest-compat/src/routes/supplier-portal.routes.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { actor, supplierActor, type Actor, type SupplierActor } from './admin-fixtures.js';
import {
  activityForm,
  createActivity,
  dayFromNow,
  gqlOk,
  lookups,
  pngImage,
  restActivityForm,
  upload,
  type Lookups,
} from './supplier-portal.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The supplier portal's permission matrix: supplier B gets NOT_FOUND (404) for every operation on supplier A's
 * activities and their children, through GraphQL and REST; customers get 403 and visitors 401 everywhere; nothing of
 * A's changes.
 */

let server: TestServer;
let l: Lookups;
let a: SupplierActor;
let b: SupplierActor;
let customer: Actor;

/** Supplier A's objects. */
const ids = {} as {
  activity: string;
  other: string;
  date: string;
  time: string;
  price: string;
  detail: string;
  image: string;
  review: string;
  bActivity: string;
};

beforeAll(async () => {
  server = await startTestServer();
  l = await lookups(server);
  a = await supplierActor(server);
  b = await supplierActor(server);
  customer = await actor(server, UserRole.Client);
  const activity = await createActivity(server, a.token, l, { title: 'Actividad de A' });
  ids.activity = activity.id;
  ids.other = (await createActivity(server, a.token, l)).id;
  ids.bActivity = (await createActivity(server, b.token, l)).id;
  const date = await gqlOk<any>(
    server,
    'mutation ($id: ID!, $d: String!) { createActivityDate(activityId: $id, input: { startsAt: $d }) { id } }',
    { id: ids.activity, d: dayFromNow(15) },
    a.token,
  );
  ids.date = date.createActivityDate.id;
  const time = await gqlOk<any>(
    server,
    'mutation ($id: ID!) { createActivityTime(dateId: $id, input: { startsAt: "08:00", endsAt: "09:00", expectedParticipants: 4 }) { id } }',
    { id: ids.date },
    a.token,
  );
  ids.time = time.createActivityTime.id;
  const price = await gqlOk<any>(
    server,
    'mutation ($id: ID!) { createActivityPrice(activityId: $id, input: { title: "Adulto", price: "10" }) { id } }',
    { id: ids.activity },
    a.token,
  );
  ids.price = price.createActivityPrice.id;
  const detail = await gqlOk<any>(
    server,
    'mutation ($id: ID!) { createActivityDetail(activityId: $id, input: { type: Highlight, title: "Snorkel" }) { id } }',
    { id: ids.activity },
    a.token,
  );
  ids.detail = detail.createActivityDetail.id;
  const image = await upload(server, ids.activity, a.token, {
    data: await pngImage(),
    name: 'a.png',
    type: 'image/png',
  });
  ids.image = String(image.body.id);
  const [row] = await server.db.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(
      `insert into reviews (activity_id, user_id, rating, title, message) values (?, ?, 5, 'T', 'Excelente') returning id`,
      [ids.activity, customer.user.id],
    );
  ids.review = String(row!.id);
});

afterAll(async () => {
  await server?.stop();
});

interface Op {
  name: string;
  query: string;
  variables: () => Record<string, unknown>;
  /** false: the operation reads the caller's own data (B succeeds with its own, never A's). */
  scoped?: boolean;
}

const timeInput = { startsAt: '10:00', endsAt: '11:00', expectedParticipants: 2 };

const ops: Op[] = [
  {
    name: 'supplierDashboard',
    query: '{ supplierDashboard { activities } }',
    variables: () => ({}),
    scoped: false,
  },
  { name: 'supplierProfile', query: '{ supplierProfile { id } }', variables: () => ({}), scoped: false },
  {
    name: 'supplierActivities',
    query: '{ supplierActivities { items { id } } }',
    variables: () => ({}),
    scoped: false,
  },
  {
    name: 'supplierActivity',
    query: 'query ($id: ID!) { supplierActivity(id: $id) { id } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'updateActivity',
    query: 'mutation ($id: ID!, $input: ActivityInput!) { updateActivity(id: $id, input: $input) { id } }',
    variables: () => ({ id: ids.activity, input: activityForm(l, { title: 'Robada por B' }) }),
  },
  {
    name: 'setActivityStatus',
    query: 'mutation ($id: ID!) { setActivityStatus(id: $id, status: 1) { message } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'deleteActivity',
    query: 'mutation ($id: ID!) { deleteActivity(id: $id) { id } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'activityDates',
    query: 'query ($id: ID!) { activityDates(activityId: $id) { id } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'createActivityDate',
    query:
      'mutation ($id: ID!, $d: String!) { createActivityDate(activityId: $id, input: { startsAt: $d }) { id } }',
    variables: () => ({ id: ids.activity, d: dayFromNow(30) }),
  },
  {
    name: 'updateActivityDate',
    query: 'mutation ($id: ID!, $d: String!) { updateActivityDate(id: $id, input: { startsAt: $d }) { id } }',
    variables: () => ({ id: ids.date, d: dayFromNow(31) }),
  },
  {
    name: 'deleteActivityDate',
    query: 'mutation ($id: ID!) { deleteActivityDate(id: $id) }',
    variables: () => ({ id: ids.date }),
  },
  {
    name: 'createActivityTime',
    query:
      'mutation ($id: ID!, $input: ActivityTimeInput!) { createActivityTime(dateId: $id, input: $input) { id } }',
    variables: () => ({ id: ids.date, input: timeInput }),
  },
  {
    name: 'updateActivityTime',
    query:
      'mutation ($id: ID!, $input: ActivityTimeInput!) { updateActivityTime(id: $id, input: $input) { id } }',
    variables: () => ({ id: ids.time, input: timeInput }),
  },
  {
    name: 'deleteActivityTime',
    query: 'mutation ($id: ID!) { deleteActivityTime(id: $id) }',
    variables: () => ({ id: ids.time }),
  },
  {
    name: 'activityPrices',
    query: 'query ($id: ID!) { activityPrices(activityId: $id) { total } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'createActivityPrice',
    query:
      'mutation ($id: ID!) { createActivityPrice(activityId: $id, input: { title: "B", price: "1" }) { id } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'updateActivityPrice',
    query: 'mutation ($id: ID!) { updateActivityPrice(id: $id, input: { title: "B", price: "1" }) { id } }',
    variables: () => ({ id: ids.price }),
  },
  {
    name: 'deleteActivityPrice',
    query: 'mutation ($id: ID!) { deleteActivityPrice(id: $id) }',
    variables: () => ({ id: ids.price }),
  },
  {
    name: 'activityDetails',
    query: 'query ($id: ID!) { activityDetails(activityId: $id) { total } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'createActivityDetail',
    query:
      'mutation ($id: ID!) { createActivityDetail(activityId: $id, input: { type: Highlight, title: "B" }) { id } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'updateActivityDetail',
    query:
      'mutation ($id: ID!) { updateActivityDetail(id: $id, input: { type: Highlight, title: "B" }) { id } }',
    variables: () => ({ id: ids.detail }),
  },
  {
    name: 'deleteActivityDetail',
    query: 'mutation ($id: ID!) { deleteActivityDetail(id: $id) }',
    variables: () => ({ id: ids.detail }),
  },
  {
    name: 'activityImages',
    query: 'query ($id: ID!) { activityImages(activityId: $id) { total } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'deleteActivityImage',
    query: 'mutation ($id: ID!) { deleteActivityImage(id: $id) }',
    variables: () => ({ id: ids.image }),
  },
  {
    name: 'activityReviews',
    query: 'query ($id: ID!) { activityReviews(activityId: $id) { id } }',
    variables: () => ({ id: ids.activity }),
  },
  {
    name: 'moderateReview',
    query: 'mutation ($id: ID!) { moderateReview(id: $id, status: PUBLISHED) { id } }',
    variables: () => ({ id: ids.review }),
  },
  {
    name: 'updateSupplierProfile',
    query: 'mutation ($input: UpdateSupplierProfileInput!) { updateSupplierProfile(input: $input) { id } }',
    variables: () => ({
      input: {
        tradeName: 'Nombre',
        legalName: 'Razón social',
        description: 'Una descripción larga.',
        documentTypeId: 3,
        documentCode: '12345678',
      },
    }),
    scoped: false,
  },
];

async function snapshotOfA() {
  const conn = server.db.orm.em.fork().getConnection();
  const [row] = await conn.execute<Record<string, unknown>[]>(
    `select a.title, a.status, a.deleted_at, a.comments_count,
       (select count(*) from activity_dates where activity_id = a.id) as dates,
       (select json_agg(json_build_object('s', t.starts_at, 'e', t.expected_participants) order by t.id)
          from activity_times t join activity_dates d on d.id = t.activity_date_id where d.activity_id = a.id) as times,
       (select json_agg(d.starts_at order by d.id) from activity_dates d where d.activity_id = a.id) as days,
       (select json_agg(json_build_object('t', p.title, 'p', p.price) order by p.id) from activity_prices p where p.activity_id = a.id) as prices,
       (select json_agg(x.title order by x.id) from activity_details x where x.activity_id = a.id) as details,
       (select count(*) from activity_images where activity_id = a.id) as images,
       (select json_agg(r.status order by r.id) from reviews r where r.activity_id = a.id) as reviews
     from activities a where a.id = ?`,
    [ids.activity],
  );
  return row;
}

describe('GraphQL', () => {
  it.each(ops.map((op) => [op.name, op] as const))('%s: visitors 401, customers 403', async (_n, op) => {
    const visitor = await server.graphql(op.query, op.variables());
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const client = await server.graphql(op.query, op.variables(), customer.token);
    expect(client.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each(ops.filter((op) => op.scoped !== false).map((op) => [op.name, op] as const))(
    "%s on supplier A's object: NOT_FOUND for supplier B, nothing changes",
    async (_n, op) => {
      const before = await snapshotOfA();
      const res = await server.graphql(op.query, op.variables(), b.token);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await snapshotOfA()).toEqual(before);
    },
  );

  it("B's own lists never include A's activity; malformed ids are NOT_FOUND", async () => {
    const list = await gqlOk<any>(
      server,
      '{ supplierActivities(perPage: 100) { items { id } } }',
      {},
      b.token,
    );
    const seen = list.supplierActivities.items.map((i: { id: string }) => i.id);
    expect(seen).toContain(ids.bActivity);
    expect(seen).not.toContain(ids.activity);
    for (const id of ['abc', '0', '-1', '99999999999', '2147483648']) {
      const res = await server.graphql(
        'query ($id: ID!) { supplierActivity(id: $id) { id } }',
        { id },
        a.token,
      );
      expect(res.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
  });

  it("a child of A's activity named under another activity is NOT_FOUND (even for A)", async () => {
    const res = await server.graphql(
      'mutation ($id: ID!, $a: ID!) { deleteActivityPrice(id: $id, activityId: $a) }',
      { id: ids.price, a: ids.other },
      a.token,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

/** A REST path with A's ids (or B's activity for `bActivity`) filled in. */
function restPath(template: string, activity = ids.activity): string {
  return (
    '/api/v1' +
    template
      .replace(':id', activity)
      .replace(':dateId', ids.date)
      .replace(':timeId', ids.time)
      .replace(':imageId', ids.image)
      .replace(':detailId', ids.detail)
      .replace(':priceId', ids.price)
      .replace(':commentId', ids.review)
  );
}

/** A valid body for each writing route, so a 404 is never hidden behind a 422. */
function restBody(method: string, template: string): Record<string, unknown> | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (template.endsWith('/time') || template.endsWith('/:timeId'))
    return { starts_at: '10:00', ends_at: '11:00' };
  if (template.includes('/dates')) return { starts_at: dayFromNow(40) };
  if (template.includes('/prices')) return { title: 'B', price: 1 };
  if (template.includes('/details')) return { type: 'highlight', title: 'B' };
  if (template.includes('/comments')) return { status: 'hidden' };
  if (template === '/suppliers/profile') {
    return {
      trade_name: 'Nombre',
      legal_name: 'Razón social',
      description: 'Una descripción larga.',
      document_type_id: 3,
      document_code: '12345678',
    };
  }
  if (method === 'PATCH') return { status: 0 };
  return restActivityForm(l);
}

const restRoutes = [
  ...supplierPortalRoutes.map((r) => ({ method: r.method as string, path: r.path })),
  { method: 'POST', path: '/suppliers/activity/:id/images' },
];

describe('REST', () => {
  it('covers every documented supplier portal route', () => {
    const names = restRoutes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /suppliers/dashboard',
      'GET /suppliers/profile',
      'PUT /suppliers/profile',
      'GET /suppliers/activity',
      'POST /suppliers/activity',
      'GET /suppliers/activity/:id',
      'PATCH /suppliers/activity/:id',
      'DELETE /suppliers/activity/:id',
      'GET /suppliers/activity/:id/dates',
      'POST /suppliers/activity/:id/dates/:dateId/time',
      'GET /suppliers/activity/:id/images',
      'POST /suppliers/activity/:id/images',
      'GET /suppliers/activity/:id/details',
      'GET /suppliers/activity/:id/prices',
      'GET /suppliers/activity/:id/comments',
      'GET /suppliers/activity/:id/reservations',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(restRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: visitors 401, customers 403',
    async (_n, route) => {
      const url = restPath(route.path);
      const body = restBody(route.method, route.path);
      if (route.path.endsWith('/images') && route.method === 'POST') {
        expect((await upload(server, ids.activity, undefined, undefined)).status).toBe(401);
        expect((await upload(server, ids.activity, customer.token, undefined)).status).toBe(403);
        return;
      }
      expect((await server.http(route.method, url, { body })).status).toBe(401);
      expect((await server.http(route.method, url, { body, token: customer.token })).status).toBe(403);
      expect((await server.http(route.method, url, { body, token: 'not-a-token' })).status).toBe(401);
    },
  );

  it.each(restRoutes.filter((r) => r.path.includes(':id')).map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s on supplier A's objects: 404 for supplier B, also under B's own activity; nothing changes",
    async (_n, route) => {
      const before = await snapshotOfA();
      if (route.path.endsWith('/images') && route.method === 'POST') {
        const res = await upload(server, ids.activity, b.token, {
          data: await pngImage(),
          name: 'b.png',
          type: 'image/png',
        });
        expect(res.status).toBe(404);
      } else {
        const body = restBody(route.method, route.path);
        const res = await server.http(route.method, restPath(route.path), { body, token: b.token });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
        expect(res.body.message).not.toBe('Ruta no encontrada.'); // the route exists: the object is what is missing
        if (route.path.split(':').length > 2) {
          // B's own activity in the path, A's child id after it.
          const mixed = await server.http(route.method, restPath(route.path, ids.bActivity), {
            body,
            token: b.token,
          });
          expect(mixed.status).toBe(404);
          expect(mixed.body.message).not.toBe('Ruta no encontrada.');
        }
      }
      expect(await snapshotOfA()).toEqual(before);
    },
  );

  it('supplier A itself reaches every route of its activity (sanity check of the matrix)', async () => {
    for (const route of restRoutes.filter((r) => r.method === 'GET')) {
      const res = await server.http('GET', restPath(route.path), { token: a.token });
      expect(res.status, route.path).toBe(200);
    }
  });
});
