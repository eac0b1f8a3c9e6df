import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STALE_MS } from '../../server/src/http/page-cache.js';
import { CATALOGUE_CHANNEL } from '../../server/src/persistence/catalogue-changed.js';
import {
  book,
  caracasDay,
  createSlot,
  ensureRate,
  newCustomer,
  type SlotFixture,
} from './booking.fixtures.js';
import { unique } from './catalog.fixtures.js';
import { buildClient } from './support/client-build.js';
import { call, spawnServer, type ChildServer } from './support/child-server.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The cache of rendered pages follows what each page shows: a booking (seats only) drops nothing, an edit of one
 * activity drops that activity's page and nothing else, listing pages are served stale while a background render
 * replaces them, and every change — made by this server, by another server process or straight in the database —
 * reaches both servers. Pages carry shared-cache headers only when anonymous and public, with a strong ETag.
 * Two rendering servers, each with its own pools and listening connection, on one database with their caches on, and
 * a third one in a child process that only writes.
 */

const PUBLIC_URL = 'https://xplora.example';

let dir: string;
let server: TestServer;
let second: TestServer;
/** A third server, a child process that renders nothing: the writer in another process. */
let writer: ChildServer;
let a: SlotFixture;
let b: SlotFixture;
let other: SlotFixture;
let customer: { token: string };

const activityPath = (slot: SlotFixture, slugs: Map<number, string>) =>
  `/activity/${slot.activityId}/${slugs.get(slot.activityId)}`;
let slugs: Map<number, string>;

async function get(base: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + pathname, { redirect: 'manual', headers });
  return {
    status: res.status,
    cache: res.headers.get('x-page-cache'),
    cacheControl: res.headers.get('cache-control'),
    etag: res.headers.get('etag'),
    body: await res.text(),
  };
}

const servers = () => [server.url, second.url];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Requested until it is served from the cache. */
async function warm(pathname: string) {
  for (const base of servers()) {
    for (let i = 0; (await get(base, pathname)).cache !== 'hit'; i++) {
      if (i > 50) throw new Error(`${pathname} nunca quedó en caché en ${base}`);
      await sleep(20);
    }
  }
}

/** Waits until `pathname` is no longer a hit on `base` (a notice reached that server). */
async function dropped(base: string, pathname: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const { cache } = await get(base, pathname);
    if (cache !== 'hit') return cache!;
    await sleep(25);
  }
  throw new Error(`${pathname} sigue en caché en ${base}`);
}

/** Collects the catalogue notices sent by anyone until stopped. */
async function listen() {
  const notices: string[] = [];
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  client.on('notification', (n) => notices.push(n.payload ?? ''));
  await client.query(`listen ${CATALOGUE_CHANNEL}`);
  return {
    stop: async () => {
      await client.end();
      return notices;
    },
  };
}

/** The cache state of a page without disturbing it (a hit or a stale answer leaves it as it was). */
const state = async (base: string, pathname: string) => (await get(base, pathname)).cache;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'xplora-page-deps-'));
  await Promise.all([
    buildClient(path.join(dir, 'client')),
    buildClient(path.join(dir, 'ssr'), { ssr: true }),
  ]);
  const pageCache = { entries: 100, seconds: 600 };
  server = await startTestServer({
    clientDist: path.join(dir, 'client'),
    ssrEntry: path.join(dir, 'ssr', 'entry-server.js'),
    publicUrl: PUBLIC_URL,
    pageCache,
  });
  // A second server with its own pools and its own listening connection (a child process under the test's TypeScript
  // loader cannot import the built renderer, so it runs here, as in ssr.test.ts).
  second = await startTestServer({
    clientDist: path.join(dir, 'client'),
    ssrEntry: path.join(dir, 'ssr', 'entry-server.js'),
    publicUrl: PUBLIC_URL,
    pageCache,
  });
  writer = await spawnServer({ databaseUrl: inject('databaseUrl'), dataDir: dir });
  await ensureRate(server);
  a = await createSlot(server);
  b = await createSlot(server, { supplier: { id: a.supplierId, token: a.supplierToken } });
  other = await createSlot(server);
  customer = await newCustomer(server);
  const rows = await server.db.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; slug: string }[]>('select id, slug from activities where id in (?, ?, ?)', [
      a.activityId,
      b.activityId,
      other.activityId,
    ]);
  slugs = new Map(rows.map((r) => [r.id, r.slug]));
}, 300_000);

afterAll(async () => {
  await writer?.stop();
  await second?.stop();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const BOOKING_PANEL = `query($id: ID!) { activity(id: $id) { id dates { id times { id currentAvailable } } } }`;

async function seatsShown(base: string, slot: SlotFixture): Promise<number> {
  const res = await call(base, 'POST', '/graphql', {
    body: { query: BOOKING_PANEL, variables: { id: String(slot.activityId) } },
  });
  const dates = (
    res.body as { data: { activity: { dates: { times: { id: string; currentAvailable: number }[] }[] } } }
  ).data.activity.dates;
  return dates.flatMap((d) => d.times).find((t) => t.id === String(slot.timeId))!.currentAvailable;
}

describe('page cache invalidated by what each page shows', () => {
  it('a booking updates the seats the activity page shows at once and drops no page on any server', async () => {
    const pages = [activityPath(a, slugs), activityPath(b, slugs), '/', '/help'];
    for (const page of pages) await warm(page);
    const html = (await get(server.url, activityPath(a, slugs))).body;
    // The page never carries seats: the booking panel reads them from the API after load (fetchPolicy network).
    expect(html).not.toContain('currentAvailable');
    const before = await seatsShown(second.url, a);
    // Other test files change the catalogue of this database meanwhile, and any change marks a listing page stale:
    // what the booking must not do is announce a change itself.
    const heard = await listen();

    await book(server, a, customer.token, 2);

    // Seats: the very next read on either server shows them (bound: 0 s after the commit).
    for (const base of servers()) expect(await seatsShown(base, a)).toBe(before - 2);
    // Pages: a notice would have arrived within milliseconds; none came from the booking, the pages it shows are hits.
    await sleep(500);
    const notices = await heard.stop();
    expect(notices).not.toContain(`activities:${a.activityId}`);
    const untouched = notices.length === 0 ? pages : pages.filter((page) => page !== '/');
    for (const base of servers())
      for (const page of untouched) expect(await state(base, page), page).toBe('hit');
  });

  it('a new date of activity A made by another server process drops A on both servers, not B', async () => {
    await warm(activityPath(a, slugs));
    await warm(activityPath(b, slugs));
    const res = await call(writer.url, 'POST', '/graphql', {
      token: a.supplierToken,
      body: {
        query: `mutation($id: ID!, $input: ActivityDateInput!) { createActivityDate(activityId: $id, input: $input) { id } }`,
        variables: { id: String(a.activityId), input: { startsAt: caracasDay(9) } },
      },
    });
    expect(res.body.errors).toBeUndefined();
    for (const base of servers()) expect(await dropped(base, activityPath(a, slugs))).toBe('miss');
    for (const base of servers()) expect(await state(base, activityPath(b, slugs))).toBe('hit');
  });

  it('an edit straight in the database reaches both servers: only the pages that show it are dropped', async () => {
    for (const slot of [a, b, other]) await warm(activityPath(slot, slugs));
    const summary = unique('Resumen editado en psql');
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      await db.query('update activities set summary = $1 where id = $2', [summary, a.activityId]);
    } finally {
      await db.end();
    }
    for (const base of servers()) {
      expect(await dropped(base, activityPath(a, slugs))).toBe('miss');
      expect((await get(base, activityPath(a, slugs))).body).toContain(summary);
      expect(await state(base, activityPath(b, slugs))).toBe('hit');
      expect(await state(base, activityPath(other, slugs))).toBe('hit');
    }

    // The supplier's trade name shows on both of its activities, not on another supplier's.
    const db2 = new pg.Client({ connectionString: inject('databaseUrl') });
    await db2.connect();
    try {
      await db2.query("update suppliers set trade_name = trade_name || ' Tours' where id = $1", [
        a.supplierId,
      ]);
    } finally {
      await db2.end();
    }
    for (const base of servers()) {
      expect(await dropped(base, activityPath(b, slugs))).toBe('miss');
      expect(await state(base, activityPath(other, slugs))).toBe('hit');
    }

    // A date deleted with its times (a cascade) names its activity: only that page goes.
    for (const slot of [a, b]) await warm(activityPath(slot, slugs));
    await server.db.orm.em
      .fork()
      .getConnection()
      .execute('delete from activity_dates where activity_id = ?', [other.activityId]);
    for (const base of servers()) {
      expect(await dropped(base, activityPath(other, slugs))).toBe('miss');
      expect(await state(base, activityPath(a, slugs))).toBe('hit');
      expect(await state(base, activityPath(b, slugs))).toBe('hit');
    }
  });

  it('a listing page is served stale while a background render replaces it, within STALE_MS', async () => {
    await warm('/');
    const title = unique('Título nuevo');
    const started = Date.now();
    await server.db.orm.em
      .fork()
      .getConnection()
      .execute('update activities set title = ? where id = ?', [title, other.activityId]);
    for (const base of servers()) {
      // The first visit after the change gets the old page at once and starts its replacement.
      expect(await dropped(base, '/')).toBe('stale');
      let fresh = false;
      while (!fresh && Date.now() - started < STALE_MS) {
        const page = await get(base, '/');
        fresh = page.cache === 'hit';
        await sleep(20);
      }
      expect(fresh).toBe(true);
    }
    console.log(`listing page replaced on both servers ${Date.now() - started} ms after the change`);
  });
});

describe('headers for a shared cache (CDN, nginx)', () => {
  it('answers 304 to a matching strong ETag, per encoding', async () => {
    const pathname = activityPath(b, slugs);
    for (const encoding of ['br', 'identity']) {
      const first = await get(server.url, pathname, { 'Accept-Encoding': encoding });
      expect(first.etag).toMatch(/^"[\w-]+"$/);
      expect(first.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      const again = await get(server.url, pathname, {
        'Accept-Encoding': encoding,
        'If-None-Match': first.etag!,
        'Cache-Control': 'max-age=0',
      });
      expect(again.status).toBe(304);
      const changed = await get(server.url, pathname, {
        'Accept-Encoding': encoding,
        'If-None-Match': '"otra-version"',
        'Cache-Control': 'max-age=0',
      });
      expect(changed.status).toBe(200);
    }
  });

  it('a signed-in request neither reads nor fills the shared copies, and is private', async () => {
    const auth = { Authorization: `Bearer ${customer.token}` };
    const cached = activityPath(b, slugs);
    await warm(cached);
    const signedIn = await get(server.url, cached, auth);
    expect(signedIn.cache).toBe('bypass');
    expect(signedIn.cacheControl).toBe('private, no-cache');
    // A page first requested signed in (or with a cookie) is still a miss for the next anonymous visitor.
    const fresh = '/about-us';
    expect((await get(server.url, fresh, auth)).cache).toBe('bypass');
    expect((await get(server.url, fresh, { Cookie: 'x=1' })).cache).toBe('bypass');
    expect((await get(server.url, fresh)).cache).toBe('miss');
  });

  it('no private, not-found or error page carries a shared-cache header', async () => {
    const pages = [
      '/shopping-cart',
      '/profile',
      '/login',
      '/activity/999999999/nada',
      '/no-existe-esta-pagina',
    ];
    for (const pathname of pages) {
      const { cacheControl } = await get(server.url, pathname);
      expect(cacheControl, pathname).toMatch(/^(private|no-store)/);
      expect(cacheControl, pathname).not.toMatch(/public|s-maxage/);
    }
    const signedIn = await get(server.url, '/', { Authorization: `Bearer ${customer.token}` });
    expect(signedIn.cacheControl).not.toMatch(/public|s-maxage/);
  });
});
