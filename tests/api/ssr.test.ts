import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/src/config.js';
import { crawlRoutes } from '../../server/src/modules/catalog/crawl.js';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { Activity, ActivityStatus } from '../../server/src/modules/catalog/activity.entity.js';
import { Location } from '../../server/src/modules/catalog/location.entity.js';
import { Review, ReviewStatus } from '../../server/src/modules/review/review.entity.js';
import { Supplier } from '../../server/src/modules/supplier/supplier.entity.js';
import { createActivity, createSupplier, createUser, tokenFor, unique } from './catalog.fixtures.js';
import { buildClient } from './support/client-build.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 14: the public pages as a crawler and a link preview read them — raw HTTP, no script run. The client and its
 * server entry are built fresh into a temporary directory; the server renders with them on this run's database.
 */

const PUBLIC_URL = 'https://xplora.example';
const HOSTILE = '</script><script>alert(1)</script>';

let server: TestServer;
let dir: string;
let published: Activity;
let hostile: Activity;
let pending: Activity;
let deleted: Activity;
let customerToken: string;
let customer: User;

const em = () => server.db.orm.em.fork() as EntityManager;

async function get(pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + pathname, { redirect: 'manual', headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** Every JSON-LD object of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  );
  return match?.[1];
}

function state(html: string): unknown {
  const match = /<script type="application\/json" id="xp-state">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'xplora-ssr-'));
  await Promise.all([
    buildClient(path.join(dir, 'client')),
    buildClient(path.join(dir, 'ssr'), { ssr: true }),
  ]);
  server = await startTestServer({
    clientDist: path.join(dir, 'client'),
    ssrEntry: path.join(dir, 'ssr', 'entry-server.js'),
    publicUrl: PUBLIC_URL,
  });
  const { supplier } = await createSupplier(server);
  // A destination of its own: its landing page lists this activity whatever other files add elsewhere.
  const place = server.db.orm.em.fork() as EntityManager;
  const destination = place.create(Location, { name: unique('Destino de páginas') });
  await place.flush();
  published = await createActivity(server, {
    supplierId: supplier.id,
    title: unique('Rafting en el río Chama'),
    summary: 'Descenso en balsa por los rápidos del Chama con guías certificados.',
    price: '48.50',
    images: 3,
    destinationId: destination.id,
  });
  pending = await createActivity(server, { supplierId: supplier.id, status: ActivityStatus.Pending });
  deleted = await createActivity(server, { supplierId: supplier.id });
  hostile = await createActivity(server, {
    supplierId: supplier.id,
    title: `${HOSTILE} ${unique('x')}`,
    summary: `Resumen ${HOSTILE}`,
    description: `<p>Descripción ${HOSTILE.replace(/</g, '&lt;')}</p>`,
  });
  const m = em();
  const a = await m.findOneOrFail(Activity, published.id);
  a.departureAddress = 'Plaza Bolívar de Mérida, frente a la catedral';
  a.rating = 4.5;
  a.commentsCount = 2;
  const d = await m.findOneOrFail(Activity, deleted.id);
  d.deletedAt = new Date();
  const s = await m.findOneOrFail(Supplier, supplier.id);
  s.tradeName = `Aliado ${HOSTILE}`;
  const reviewer = await createUser(server, UserRole.Client);
  const r = await m.findOneOrFail(User, reviewer.id);
  r.name = `Pedro ${HOSTILE}`;
  m.create(Review, {
    activity: hostile.id,
    user: reviewer.id,
    rating: 5,
    title: `Genial ${HOSTILE}`,
    message: `Mensaje ${HOSTILE}`,
    status: ReviewStatus.Published,
  });
  await m.flush();
  customer = await createUser(server, UserRole.Client);
  customerToken = await tokenFor(server, customer);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const activityPath = (a: Activity) => `/activity/${a.id}/${a.slug}`;

describe('server-rendered public pages', () => {
  it('home: featured titles and USD prices, metadata, Organization and WebSite with a SearchAction', async () => {
    const { status, headers, body } = await get('/');
    expect(status).toBe(200);
    expect(body).toMatch(/^<!doctype html>\s*<html lang="es">/);
    expect(body).toContain('<title>Xplora · Tours, excursiones y actividades en Venezuela</title>');
    expect(body).toMatch(/<div id="root">.*data-testid="activity-card"/s);
    expect(body).toMatch(/\$\d+\.\d{2}/);
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(meta(body, 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(meta(body, 'og:locale')).toBe('es_VE');
    expect(meta(body, 'og:site_name')).toBe('Xplora');
    expect(meta(body, 'twitter:card')).toBe('summary_large_image');
    expect(meta(body, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/images/1200x800/`));
    const types = jsonLd(body).map((o) => o['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'ItemList']));
    const site = jsonLd(body).find((o) => o['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(`${PUBLIC_URL}/search?s={search_term_string}`);
    // A listing page: a shared cache keeps it half a minute; the browser revalidates every visit.
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(headers.get('x-robots-tag')).toBeNull();
    // A CDN (or the browser) revalidates with the ETag.
    // (fetch adds `Cache-Control: no-cache` to a conditional request unless one is given; a CDN sends max-age=0.)
    const again = await get('/', { 'If-None-Match': headers.get('etag')!, 'Cache-Control': 'max-age=0' });
    expect(again.status).toBe(304);
  });

  it('a phone gets the page compressed, its stylesheets first and its scripts after the first paint', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(server.url + '/', { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(Number(res.headers.get('content-length'))).toBeLessThan((await res.clone().text()).length / 3);
    }
    const { body } = await get('/', { 'Accept-Encoding': 'identity' });
    const head = body.slice(0, body.indexOf('</head>'));
    const lastStyle = head.lastIndexOf('rel="stylesheet"');
    expect(lastStyle).toBeGreaterThan(0);
    // The scripts start after the first paint, through /boot.js, which names the entry and its modules.
    expect(head).not.toContain('<script type="module"');
    const boot = /<script src="\/boot\.js" defer data-entry="([^"]+)" data-preload="([^"]+)"><\/script>/.exec(
      head,
    );
    expect(boot?.index).toBeGreaterThan(lastStyle);
    for (const file of [boot![1]!, ...boot![2]!.split(' '), '/boot.js'])
      expect((await fetch(server.url + file)).status, file).toBe(200);
  });

  it('activity: title, description, price, photos, rating, meeting point, Product/Offer/AggregateRating and breadcrumbs', async () => {
    const { status, body } = await get(activityPath(published));
    expect(status).toBe(200);
    expect(body).toContain(`<title>${published.title} · Xplora</title>`);
    expect(body).toContain(`<h1 class="h2">${published.title}</h1>`);
    expect(body).toContain('Descenso en balsa por los rápidos del Chama');
    expect(body).toContain('$48.50');
    expect(body).toContain('Plaza Bolívar de Mérida, frente a la catedral');
    expect(body).toMatch(
      /<img class="xp-gallery-main[^>]*srcSet="[^"]*600w[^"]*1200w"[^>]*fetchPriority="high"/,
    );
    expect(body).toMatch(/4\.5/);
    expect(meta(body, 'description')).toBe(
      'Descenso en balsa por los rápidos del Chama con guías certificados.',
    );
    expect(meta(body, 'og:type')).toBe('product');
    expect(meta(body, 'og:image:width')).toBe('1200');
    const ld = jsonLd(body);
    const product = ld.find((o) => o['@type'] === 'Product') as Record<string, any>;
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: '48.50', priceCurrency: 'USD' });
    expect(product.offers.url).toBe(`${PUBLIC_URL}${activityPath(published)}`);
    expect(product.aggregateRating).toMatchObject({ ratingValue: '4.5', reviewCount: 2 });
    expect(ld.some((o) => o['@type'] === 'TouristTrip')).toBe(true);
    const crumbs = ld.find((o) => o['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      `${PUBLIC_URL}/`,
      expect.stringMatching(new RegExp(`^${PUBLIC_URL}/destination/`)),
      `${PUBLIC_URL}${activityPath(published)}`,
    ]);
    // The lazy page's script is named to /boot.js, which preloads it after the first paint.
    expect(body).toMatch(
      /<script src="\/boot\.js" defer data-entry="[^"]+" data-preload="[^"]*\/assets\/ActivityPage-[^"]+\.js/,
    );
    // The loader's answer travels as it came (the browser writes it into its cache): the server normalised nothing.
    const { answers, apollo } = state(body) as {
      answers: { operation: string; variables: unknown; data: { activity: { title: string } } }[];
      apollo: Record<string, unknown>;
    };
    expect(answers.map((a) => [a.operation, a.variables])).toEqual([
      ['ActivityDetail', { id: String(published.id) }],
    ]);
    expect(answers[0]!.data.activity.title).toBe(published.title);
    expect(apollo).toEqual({});
  });

  it('an activity without reviews has no AggregateRating', async () => {
    const { supplier } = await createSupplier(server);
    const plain = await createActivity(server, { supplierId: supplier.id });
    const { body } = await get(activityPath(plain));
    const product = jsonLd(body).find((o) => o['@type'] === 'Product') as Record<string, unknown>;
    expect(product.aggregateRating).toBeUndefined();
  });

  it('search: the listed titles and prices for the query string, an ItemList and a canonical address', async () => {
    const word = published.title.split(' ').at(-1)!;
    const { status, body } = await get(`/search?s=${encodeURIComponent(word)}&page=1`);
    expect(status).toBe(200);
    expect(body).toContain(published.title);
    expect(body).toContain('$48.50');
    expect(body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/search?s=${encodeURIComponent(word)}" />`,
    );
    const list = jsonLd(body).find((o) => o['@type'] === 'ItemList') as {
      itemListElement: { url: string }[];
    };
    expect(list.itemListElement.map((i) => i.url)).toContain(`${PUBLIC_URL}${activityPath(published)}`);
  });

  it('destination and category landing pages: their own title, description and published activities', async () => {
    const home = (await get('/')).body;
    const destination = /href="(\/destination\/[a-z0-9-]+)"/.exec(home)?.[1];
    const category = /href="(\/category\/[a-z0-9-]+)"/.exec(home)?.[1];
    expect(destination && category, 'the home links to the landing pages').toBeTruthy();
    for (const pathname of [destination!, category!]) {
      const { status, body } = await get(pathname);
      expect(status, pathname).toBe(200);
      expect(body).toMatch(/<title>(Actividades en .+|.+ en Venezuela) · Xplora<\/title>/);
      expect(meta(body, 'description')?.length).toBeLessThanOrEqual(160);
      expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${pathname}" />`);
      expect(jsonLd(body).some((o) => o['@type'] === 'ItemList')).toBe(true);
    }
    const { body } = await get(
      '/destination/' +
        /\/destination\/([a-z0-9-]+)/.exec(
          jsonLd((await get(activityPath(published))).body)
            .map((o) => JSON.stringify(o))
            .join(''),
        )![1],
    );
    expect(body).toContain(published.title);
    expect((await get('/destination/no-existe-este-lugar')).status).toBe(404);
  });

  it('static pages and the suppliers landing page are rendered with their titles', async () => {
    for (const [pathname, title] of [
      ['/about-us', 'Sobre nosotros'],
      ['/help', 'Centro de ayuda'],
      ['/conditions', 'Términos y condiciones'],
      ['/policies', 'Políticas de privacidad'],
      ['/download', 'Descargar'],
      ['/suppliers', 'Hazte aliado'],
    ]) {
      const { status, body } = await get(pathname!);
      expect(status, pathname).toBe(200);
      expect(body).toContain(`<title>${title} · Xplora</title>`);
      expect(body).toMatch(/<div id="root">.*<main/s);
    }
  });

  it('404 for an unknown address, a nonexistent, pending or deleted activity: the Spanish page, noindex', async () => {
    for (const pathname of [
      '/no-existe',
      '/activity/999999999/x',
      activityPath(pending),
      activityPath(deleted),
    ]) {
      const { status, headers, body } = await get(pathname);
      expect(status, pathname).toBe(404);
      expect(body).toContain('<title>No encontrado · Xplora</title>');
      expect(body).toContain('No encontrado');
      expect(headers.get('x-robots-tag')).toBe('noindex');
      expect(meta(body, 'robots')).toBe('noindex');
    }
  });

  it('301 from a stale or missing slug to the one canonical address', async () => {
    for (const pathname of [`/activity/${published.id}/nombre-viejo`, `/activity/${published.id}`]) {
      const { status, headers } = await get(pathname);
      expect(status, pathname).toBe(301);
      expect(headers.get('location')).toBe(activityPath(published));
    }
  });

  it('private screens are the client shell with noindex', async () => {
    for (const pathname of [
      '/shopping-cart',
      '/bookings/unpaid',
      '/profile',
      '/wishlists',
      '/suppliers/dashboard',
      '/admin/dashboard',
      '/login',
      '/register',
    ]) {
      const { status, headers, body } = await get(pathname);
      expect(status, pathname).toBe(200);
      expect(headers.get('x-robots-tag'), pathname).toBe('noindex');
      expect(body).toContain('<meta name="robots" content="noindex" />');
      expect(body).toContain('<div id="root"></div>');
    }
  });

  it('hostile text in a title, description, supplier name and review stays inert everywhere', async () => {
    const { status, body } = await get(activityPath(hostile));
    expect(status).toBe(200);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // Meta tags, JSON-LD and the serialized state still hold the text, as data.
    expect(meta(body, 'og:title')).toContain('&lt;/script&gt;');
    expect(JSON.stringify(jsonLd(body))).toContain(HOSTILE);
    expect(JSON.stringify(state(body))).toContain(`Genial ${HOSTILE}`);
    expect(JSON.stringify(state(body))).toContain(`Aliado ${HOSTILE}`);
    expect(JSON.stringify(state(body))).toContain(`Pedro ${HOSTILE}`);
  });

  it('the render is anonymous: a bearer token changes nothing and no user data reaches the page', async () => {
    await server.graphql(
      `mutation($id: ID!) { bookmarkActivity(id: $id) { id } }`,
      { id: String(published.id) },
      customerToken,
    );
    const anonymous = await get(activityPath(published));
    const signedIn = await get(activityPath(published), { authorization: `Bearer ${customerToken}` });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.body).not.toContain(customer.email);
    expect(JSON.stringify(state(signedIn.body))).toContain('"bookmarked":false');
  });

  it('robots.txt: plain text, private areas disallowed, the absolute sitemap address', async () => {
    const { status, headers, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    for (const area of [
      '/admin',
      '/suppliers/',
      '/api/',
      '/graphql',
      '/graphiql',
      '/shopping-cart',
      '/bookings',
      '/profile',
    ])
      expect(body).toContain(`Disallow: ${area}\n`);
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml: published activities with lastmod, landing and static pages; never pending or deleted ones', async () => {
    const { status, headers, body } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/xml/);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}${activityPath(published)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    );
    expect(body).not.toContain(`/activity/${pending.id}/`);
    expect(body).not.toContain(`/activity/${deleted.id}/`);
    expect(body).toContain(`<loc>${PUBLIC_URL}/about-us</loc>`);
    expect(body).toMatch(new RegExp(`<loc>${PUBLIC_URL}/destination/[a-z0-9-]+</loc>`));
    expect(body).toMatch(new RegExp(`<loc>${PUBLIC_URL}/category/[a-z0-9-]+</loc>`));
  });

  it('sitemap index once over the per-file limit, each file within it', async () => {
    const app = express().use(crawlRoutes(server.db.orm, { publicUrl: PUBLIC_URL } as Config, 20));
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((r) => listener.once('listening', r));
    const base = `http://127.0.0.1:${(listener.address() as { port: number }).port}`;
    try {
      const index = await (await fetch(`${base}/sitemap.xml`)).text();
      expect(index).toContain('<sitemapindex');
      const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
      expect(files.length).toBeGreaterThan(1);
      const all: string[] = [];
      for (const file of files) {
        const xml = await (await fetch(`${base}/${file}`)).text();
        const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
        expect(locs.length).toBeLessThanOrEqual(20);
        all.push(...locs);
      }
      expect(new Set(all).size).toBe(all.length);
      expect(all).toContain(`${PUBLIC_URL}${activityPath(published)}`);
      expect((await fetch(`${base}/sitemap-${files.length + 1}.xml`)).status).toBe(404);
    } finally {
      listener.close();
    }
  });

  it('SQL statements per rendered activity page do not grow with its images, dates and reviews', async () => {
    const { supplier } = await createSupplier(server);
    const small = await createActivity(server, { supplierId: supplier.id, images: 1 });
    const days = Array.from({ length: 12 }, (_, i) => `2027-0${1 + (i % 9)}-1${i % 10}`);
    const large = await createActivity(server, { supplierId: supplier.id, images: 4, dates: days });
    const m = em();
    for (let i = 0; i < 5; i++) {
      const user = await createUser(server, UserRole.Client);
      m.create(Review, {
        activity: large.id,
        user: user.id,
        rating: 4,
        title: 'Bien',
        message: 'Muy bien',
        status: ReviewStatus.Published,
      });
    }
    await m.flush();
    const count = async (a: Activity) => Number((await get(activityPath(a))).headers.get('x-sql-count'));
    const [few, many] = [await count(small), await count(large)];
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });
});

describe('cache of rendered pages (two servers on one database, both caching)', () => {
  let a: TestServer;
  let b: TestServer;
  const options = () => ({
    clientDist: path.join(dir, 'client'),
    ssrEntry: path.join(dir, 'ssr', 'entry-server.js'),
    publicUrl: PUBLIC_URL,
    pageCache: { entries: 50, seconds: 60 },
  });
  const fetchFrom = async (s: TestServer, pathname: string, headers: Record<string, string> = {}) => {
    const res = await fetch(s.url + pathname, { headers: { 'accept-encoding': 'br', ...headers } });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
  /** The listener connects in the background after startup; a page is cached once it is up. */
  const untilCached = async (s: TestServer, pathname: string) => {
    for (let i = 0; i < 100; i++) {
      if ((await fetchFrom(s, pathname)).headers.get('x-page-cache') === 'hit') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${pathname} nunca quedó en caché`);
  };

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestServer(options()), startTestServer(options())]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('a second visit is the same page from memory, with no SQL; a signed-in request is rendered apart', async () => {
    const address = activityPath(published);
    await untilCached(a, address);
    const first = await fetchFrom(a, address);
    const again = await fetchFrom(a, address);
    expect(first.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('x-sql-count')).toBe('0');
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.body).toBe(first.body);
    expect(again.body).toContain(published.title);
    // Signed in: never from nor into the shared copies, and still the anonymous render.
    const signedIn = await fetchFrom(a, address, { authorization: `Bearer ${customerToken}` });
    expect(signedIn.headers.get('x-page-cache')).toBe('bypass');
    expect(signedIn.body).toBe(first.body);
    expect(signedIn.body).not.toContain(customer.email);
    // A parameter the page does not read (a shared link's `ref`) is the same page.
    expect((await fetchFrom(a, `${address}?ref=whatsapp`)).headers.get('x-page-cache')).toBe('hit');
  });

  it('a change written straight to the database (as another server, a job or psql would) reaches every server cache', async () => {
    const address = activityPath(published);
    await Promise.all([untilCached(a, address), untilCached(b, address)]);
    const before = (await fetchFrom(a, address)).body;
    // The change goes in through the database only, as another server, a job or psql would write it.
    const summary = `Resumen cambiado ${unique('s')}`;
    await em()
      .getConnection()
      .execute('update activities set summary = ? where id = ?', [summary, published.id]);
    for (const s of [a, b]) {
      let page = await fetchFrom(s, address);
      for (let i = 0; i < 100 && !page.body.includes(summary); i++) {
        await new Promise((r) => setTimeout(r, 20));
        page = await fetchFrom(s, address);
      }
      expect(page.body).toContain(summary);
      expect(page.body).not.toBe(before);
    }
  });
});
