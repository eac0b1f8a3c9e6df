import type { EntityManager } from '@mikro-orm/postgresql';
import { slugify } from '../../../../schema/slug.js';
import { PUBLISHED_ACTIVITY } from './activity-read.js';

/** One address of the public site for the sitemap. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Addresses per sitemap file (the protocol's limit); past it, /sitemap.xml becomes an index of numbered files. */
export const SITEMAP_LIMIT = 50_000;

const STATIC_PATHS = [
  '/',
  '/search',
  '/about-us',
  '/help',
  '/conditions',
  '/policies',
  '/download',
  '/suppliers',
];

interface ActivityRow {
  id: number;
  slug: string;
  updated_at: Date;
}

interface PlaceRow {
  kind: 'destination' | 'category';
  name: string;
  lastmod: Date;
}

/** Published activities (never pending or deleted ones), newest change first, one page of the sitemap. */
async function activityEntries(em: EntityManager, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await em.getConnection().execute<ActivityRow[]>(
    `select a.id, a.slug, a.updated_at from activities a
     where ${PUBLISHED_ACTIVITY} order by a.id limit ? offset ?`,
    [limit, offset],
  );
  return rows.map((r) => ({ path: `/activity/${r.id}/${r.slug}`, lastmod: new Date(r.updated_at) }));
}

/** The static pages and the landing page of every destination and category that has published activities. */
async function pageEntries(em: EntityManager): Promise<SitemapEntry[]> {
  const places = await em.getConnection().execute<PlaceRow[]>(
    `select 'destination' as kind, l.name, max(a.updated_at) as lastmod
       from activities a join locations l on l.id = a.destination_id
      where ${PUBLISHED_ACTIVITY} group by l.id, l.name
     union all
     select 'category' as kind, c.name, max(a.updated_at) as lastmod
       from activities a join activity_categories c on c.id = a.category_id
      where ${PUBLISHED_ACTIVITY} group by c.id, c.name
     order by kind, name`,
  );
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...places.map((p) => ({ path: `/${p.kind}/${slugify(p.name)}`, lastmod: new Date(p.lastmod) })),
  ];
}

async function publishedCount(em: EntityManager): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<{ n: string }[]>(`select count(*) as n from activities a where ${PUBLISHED_ACTIVITY}`);
  return Number(row?.n ?? 0);
}

/**
 * The sitemap as files of at most SITEMAP_LIMIT addresses: file 1 holds the pages and the first activities. With
 * more than one file, /sitemap.xml is the index and /sitemap-N.xml the files.
 */
export async function sitemapFileCount(em: EntityManager, limit = SITEMAP_LIMIT): Promise<number> {
  const pages = (await pageEntries(em)).length;
  return Math.max(1, Math.ceil((pages + (await publishedCount(em))) / limit));
}

export async function sitemapFile(
  em: EntityManager,
  file: number,
  limit = SITEMAP_LIMIT,
): Promise<SitemapEntry[]> {
  const pages = await pageEntries(em);
  if (file === 1) return [...pages, ...(await activityEntries(em, 0, limit - pages.length))];
  return activityEntries(em, (file - 1) * limit - pages.length, limit);
}
