import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Router } from 'express';
import type { Config } from '../../config.js';
import { sitemapFile, sitemapFileCount, type SitemapEntry } from './sitemap.service.js';

/** Screens a crawler has no business in: portals, the API, the cart, bookings and account screens. */
const DISALLOWED = [
  '/admin',
  '/suppliers/',
  '/api/',
  '/graphql',
  '/graphiql',
  '/shopping-cart',
  '/bookings',
  '/profile',
  '/wishlists',
  '/home',
  '/offline/',
  '/login',
  '/register',
  '/forgot',
  '/recover',
  '/confirm-email',
  '/dev/',
];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

function urlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `  <sitemap><loc>${xml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** `/robots.txt` and `/sitemap.xml` (an index of `/sitemap-N.xml` past 50,000 addresses), absolute PUBLIC_URL links. */
export function crawlRoutes(orm: MikroORM, config: Config, limit?: number): Router {
  const router = express.Router();
  const origin = config.publicUrl;
  router.get('/robots.txt', (_req, res) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
  const sendXml = (res: express.Response, body: string) =>
    res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(body);
  router.get('/sitemap.xml', async (_req, res) => {
    const em = orm.em.fork();
    const files = await sitemapFileCount(em, limit);
    sendXml(res, files > 1 ? sitemapIndex(origin, files) : urlset(origin, await sitemapFile(em, 1, limit)));
  });
  router.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, async (req, res, next) => {
    const em = orm.em.fork();
    const file = Number((req.params as Record<string, string>)[0]);
    const files = await sitemapFileCount(em, limit);
    if (files < 2 || file > files) return next();
    sendXml(res, urlset(origin, await sitemapFile(em, file, limit)));
  });
  return router;
}
