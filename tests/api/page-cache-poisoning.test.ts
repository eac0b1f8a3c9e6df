import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { createActivity, createSupplier, unique } from './catalog.fixtures.js';
import { buildClient } from './support/client-build.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The cache of rendered pages can be neither poisoned nor flooded: a request target naming another host never
 * reaches a page (nor its cache entry), and made-up query strings and addresses neither take the room of the popular
 * pages nor grow the cache past its bound. A real server renders with a fresh client build, its cache on.
 */

const PUBLIC_URL = 'https://xplora.example';
const EVIL = 'evil.example';
const CAPACITY = 50;
const METRICS_TOKEN = 'page-cache-test-metrics-token';

let dir: string;
let server: TestServer;
let activity: Activity;

const em = () => server.db.orm.em.fork() as EntityManager;
const activityPath = (a: Activity) => `/activity/${a.id}/${a.slug}`;

async function get(pathname: string) {
  const res = await fetch(server.url + pathname, { redirect: 'manual' });
  return { status: res.status, cache: res.headers.get('x-page-cache'), body: await res.text() };
}

/** One request whose target is exactly `target`, over a raw socket (fetch and http.request would normalise it). */
function rawRequest(target: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...body] = response.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: body.join('\r\n\r\n') });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
  });
}

/** A notice that names no object empties the cache (page-cache.ts); then the next visit of /help is a miss. */
async function emptyCache(): Promise<void> {
  await em().getConnection().execute("select pg_notify('catalogue_changed', '')");
  for (let i = 0; i < 200; i++) {
    if ((await get('/help')).cache === 'miss') return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('la caché nunca se vació');
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

/** Every absolute address a page names for itself: canonical, previews, JSON-LD (schema.org's own vocabulary aside). */
function ownAddresses(html: string): string[] {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('\n');
  const fromJsonLd = [...jsonLd.matchAll(/"(https?:\/\/[^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((url) => !url.startsWith('https://schema.org'));
  return [
    attribute(html, /<link rel="canonical" href="([^"]*)"/),
    attribute(html, /<meta property="og:url" content="([^"]*)"/),
    attribute(html, /<meta property="og:image" content="([^"]*)"/),
    attribute(html, /<meta name="twitter:image" content="([^"]*)"/),
    ...fromJsonLd,
  ].filter((url): url is string => url !== undefined);
}

/** The page cache's size per section, as /metrics reports it. */
async function cacheSizes(): Promise<{ steady: number; open: number }> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const size = (section: string) =>
    Number(
      new RegExp(`^xplora_page_cache_pages\\{section="${section}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN,
    );
  return { steady: size('steady'), open: size('open') };
}

// Its own database: the catalogue notices of the other files (which drop or mark cached pages) never reach its server.
let db: OwnDatabase;

beforeAll(async () => {
  db = await createOwnDatabase('pagecache');
  dir = mkdtempSync(path.join(tmpdir(), 'xplora-page-cache-'));
  await Promise.all([
    buildClient(path.join(dir, 'client')),
    buildClient(path.join(dir, 'ssr'), { ssr: true }),
  ]);
  server = await startTestServer({
    databaseUrl: db.url,
    clientDist: path.join(dir, 'client'),
    ssrEntry: path.join(dir, 'ssr', 'entry-server.js'),
    publicUrl: PUBLIC_URL,
    pageCache: { entries: CAPACITY, seconds: 600 },
    metricsToken: METRICS_TOKEN,
  });
  const { supplier } = await createSupplier(server);
  activity = await createActivity(server, {
    supplierId: supplier.id,
    title: unique('Paseo por el Ávila'),
    images: 2,
    destinationId: 1,
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a request target naming another host', () => {
  const forms = (pathname: string) => [
    `//${EVIL}${pathname}`,
    `http://${EVIL}${pathname}`,
    `/\\${EVIL}${pathname}`,
  ];

  it('is refused, and the next visitor gets the page with the configured origin everywhere, rendered afresh', async () => {
    for (const form of [0, 1, 2]) {
      await emptyCache();
      for (const pathname of ['/', activityPath(activity)]) {
        const target = forms(pathname)[form]!;
        const poisoned = await rawRequest(target);
        expect(poisoned.status, target).toBe(400);
        expect(poisoned.body, target).not.toContain(EVIL);

        const visit = await get(pathname);
        expect(visit.status, target).toBe(200);
        expect(visit.cache, `${target}: the poisoned render was not kept`).toBe('miss');
        expect(visit.body, target).not.toContain(EVIL);
        const addresses = ownAddresses(visit.body);
        expect(addresses.length, target).toBeGreaterThanOrEqual(pathname === '/' ? 6 : 5);
        for (const address of addresses) expect(address, target).toMatch(new RegExp(`^${PUBLIC_URL}/`));
        expect(addresses[0]).toBe(`${PUBLIC_URL}${pathname}`);
        if (pathname === '/') expect(addresses).toContain(`${PUBLIC_URL}/search?s={search_term_string}`);

        // Served from the cache: `stale` when another file's catalogue change marked the listing for a background render.
        const again = await get(pathname);
        expect(again.cache, target).toMatch(/^(hit|stale)$/);
        expect(again.body).toBe(visit.body);
      }
    }
  });
});

describe('query strings and addresses made up by a visitor', () => {
  it('an unknown parameter is the same page and the same cache entry; a search keeps what it reads, in order', async () => {
    await emptyCache();
    const page = activityPath(activity);
    const plain = await get(page);
    const shared = await get(`${page}?utm_source=whatsapp&ref=${unique('r')}`);
    expect(shared.cache).toBe('hit');
    expect(shared.body).toBe(plain.body);

    const word = encodeURIComponent(activity.title.split(' ').at(-1)!);
    const messy = await get(`/search?page=1&fbclid=${unique('x')}&min=abc&s=${word}&cat=1,2&location=1`);
    expect(messy.status).toBe(200);
    expect(messy.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/search?s=${word}&amp;cat=1&amp;cat=2&amp;location=1" />`,
    );
    expect((await get(`/search?s=${word}&cat=1&cat=2&location=1`)).cache).toMatch(/^(hit|stale)$/);
  });

  it('another spelling of an address is rendered, never kept', async () => {
    await emptyCache();
    for (const variant of ['/HELP', '/help/']) {
      await get(variant);
      const again = await get(variant);
      expect(again.status, variant).toBe(200);
      expect(again.cache, variant).toBe('miss');
      expect(again.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/help" />`);
    }
  });

  it('1,000 made-up requests leave the popular pages in the cache, which stays within its bound', async () => {
    await emptyCache();
    const home = await get('/');
    const landing = /href="(\/destination\/[a-z0-9-]+)"/.exec(home.body)?.[1];
    expect(landing, 'the home links to a destination').toBeTruthy();
    const popular = ['/', activityPath(activity), landing!, '/help'];
    const before = new Map<string, string>();
    for (const page of popular) {
      await get(page);
      const hit = await get(page);
      expect(hit.cache, page).toMatch(/^(hit|stale)$/);
      before.set(page, hit.body);
    }

    const random = () => Math.random().toString(36).slice(2, 10);
    const requests = Array.from({ length: 1000 }, (_, i) => {
      switch (i % 5) {
        case 0:
          return `${popular[i % popular.length]}?${random()}=${random()}`;
        case 1:
          return `/search?s=${random()}&${random()}=1`;
        case 2:
          return `/${random()}?${random()}`;
        case 3:
          return `${landing}?page=${2 + (i % 9000)}&${random()}=${random()}`;
        default:
          return `/search?cat=${1 + (i % 400)}&utm_campaign=${random()}`;
      }
    });
    for (let i = 0; i < requests.length; i += 10)
      await Promise.all(requests.slice(i, i + 10).map((target) => get(target)));

    for (const page of popular) {
      const after = await get(page);
      expect(after.cache, `${page} is still kept`).toMatch(/^(hit|stale)$/);
      // A listing may have been rendered again meanwhile (other files change the catalogue); the others are as kept.
      if (page !== '/' && page !== landing) expect(after.body).toBe(before.get(page));
    }
    const sizes = await cacheSizes();
    expect(sizes.steady + sizes.open).toBeLessThanOrEqual(CAPACITY);
    expect(sizes.open).toBe(Math.floor(CAPACITY / 4)); // searches and unknown addresses fill only their share
    expect(sizes.steady).toBeGreaterThanOrEqual(popular.length);
  }, 120_000);
});
