import pg from 'pg';
import type { Logger } from 'pino';
import { CATALOGUE_CHANNEL } from '../persistence/catalogue-changed.js';

/**
 * Rendered public pages kept in memory, so a popular activity is rendered once a minute instead of on every visit
 * (past its minute, visits in the next minute still get the kept copy while a background render replaces it).
 * Safe to share because the render is anonymous (never reads a session). Kept only while this process listens to
 * PostgreSQL's `catalogue_changed` notices (sent on commit by triggers on the catalogue tables, from every process).
 * Each page records the objects it was rendered from (`Activity:12`, `Location:3`, …): a notice drops the pages that
 * showed the changed object; listing pages (those that show a list of activities) are only marked stale, since any
 * change may add to or reorder them, and are served stale for at most `STALE_MS` while a background render replaces
 * them. A notice that names no object (or the listener going up or down) empties everything.
 */

export interface CachedPage {
  status: number;
  /** The HTML as UTF-8, encoded once: hashed, compressed and sent as these bytes. */
  html: Buffer;
  /** Strong validator of the HTML (per encoding, a suffix is added: each body is a different representation). */
  etag: string;
  /** The page compressed once per encoding, on the first request that accepts it. */
  encoded: Map<string, Buffer>;
  /** When it was rendered (ms since the epoch): a copy from the cache says its `Age`. */
  renderedAt: number;
}

/** What a render was made from (pages.ts collects it from the GraphQL results). */
export interface PageSources {
  /** `Typename:id` of every object the page's queries returned. */
  objects: ReadonlySet<string>;
  /** The page shows a list of activities: any catalogue change may change it. */
  listing: boolean;
}

interface Entry {
  page: CachedPage;
  sources: PageSources;
  expires: number;
  /** When a change made this listing page stale; it is served, and re-rendered, until STALE_MS after that. */
  staleSince?: number;
}

/** How long after a change a listing page may still be served while its new render is under way. */
export const STALE_MS = 10_000;

/** The GraphQL types a notice's table names (catalogue-changed.ts); any other table empties the whole cache. */
const TYPENAMES: Record<string, string[]> = {
  activities: ['Activity'],
  suppliers: ['ActivitySupplier', 'Supplier'],
  locations: ['Location'],
  tags: ['Tag'],
  activity_categories: ['ActivityCategory'],
};

/** The objects a notice names, or undefined when it cannot be narrowed (an unknown table, no id, an old payload). */
export function noticeObjects(payload: string): string[] | undefined {
  const [table = '', id = ''] = payload.split(':', 2);
  const typenames = TYPENAMES[table];
  if (!typenames || !/^\d+$/.test(id)) return undefined;
  return typenames.map((typename) => `${typename}:${id}`);
}

/**
 * Where a page is kept. `steady`: a page at its own plain address (the home, an activity, a landing or static page),
 * as many as the catalogue has. `open`: whatever a visitor can vary without end (searches, later pages, not-found
 * answers), in a quarter of the room, so a flood of made-up searches or addresses only evicts its own kind.
 */
export type CacheSection = 'steady' | 'open';

const OPEN_SHARE = 0.25;
/** Changed objects remembered for renders under way; past this many, renders begun before are simply not kept. */
const REMEMBERED_CHANGES = 10_000;

/** Least recently used first out, within its capacity. */
class Lru {
  readonly entries = new Map<string, Entry>();

  constructor(readonly capacity: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.capacity === 0) return;
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

export interface Lookup {
  page: CachedPage;
  sources: PageSources;
  /** A listing page that a change made stale: serve it, and render its replacement in the background. */
  stale: boolean;
}

export class PageCache {
  private readonly sections: Record<CacheSection, Lru>;
  private live = false;
  /** Bumped on every notice: a render that began before a change it depends on must not be kept after it. */
  private sequence = 0;
  /** The sequence of the last change that nothing can be kept across (a reset, or forgotten changes). */
  private everythingAt = 0;
  /** The sequence of the last change of any object (listing pages depend on all of them). */
  private anythingAt = 0;
  private readonly changedAt = new Map<string, number>();

  constructor(
    readonly capacity: number,
    private readonly ttlMs: number,
  ) {
    const open = Math.floor(capacity * OPEN_SHARE);
    this.sections = { steady: new Lru(capacity - open), open: new Lru(open) };
  }

  get enabled(): boolean {
    return this.live && this.capacity > 0;
  }

  get(key: string): Lookup | undefined {
    if (!this.enabled) return undefined;
    const entry = this.sections.steady.get(key) ?? this.sections.open.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    // Past its time to live a page is re-rendered in the background, like a stale listing, for as long again: a page
    // visited less than once in STALE_MS still never makes a visitor wait for its periodic render. Nothing it shows
    // has changed (a change drops it, or marks it stale), so this is age, not staleness.
    const changedLongAgo = entry.staleSince !== undefined && now - entry.staleSince > STALE_MS;
    if (changedLongAgo || now >= entry.expires + this.ttlMs) {
      for (const lru of Object.values(this.sections)) lru.entries.delete(key);
      return undefined;
    }
    return {
      page: entry.page,
      sources: entry.sources,
      stale: entry.staleSince !== undefined || now >= entry.expires,
    };
  }

  /** Call before rendering; pass the answer to `set`. */
  begin(): number {
    return this.sequence;
  }

  set(key: string, page: CachedPage, begun: number, section: CacheSection, sources: PageSources): void {
    if (!this.enabled || this.everythingAt > begun) return;
    if (sources.listing && this.anythingAt > begun) return;
    for (const object of sources.objects) if ((this.changedAt.get(object) ?? 0) > begun) return;
    this.sections[section === 'steady' ? 'open' : 'steady'].entries.delete(key);
    this.sections[section].set(key, { page, sources, expires: Date.now() + this.ttlMs });
  }

  /** A `catalogue_changed` notice: drop the pages that showed the object, mark the listing pages stale. */
  changed(payload: string): void {
    const objects = noticeObjects(payload);
    if (!objects) return this.reset(this.live);
    this.anythingAt = ++this.sequence;
    if (this.changedAt.size >= REMEMBERED_CHANGES) {
      this.changedAt.clear();
      this.everythingAt = this.sequence;
    }
    for (const object of objects) this.changedAt.set(object, this.sequence);
    const now = Date.now();
    for (const lru of Object.values(this.sections))
      for (const [key, entry] of lru.entries) {
        if (entry.sources.listing) entry.staleSince ??= now;
        else if (objects.some((object) => entry.sources.objects.has(object))) lru.entries.delete(key);
      }
  }

  /** The listener came up or went down, or a change that names nothing: nothing kept may be trusted. */
  reset(live: boolean): void {
    this.live = live;
    this.everythingAt = this.anythingAt = ++this.sequence;
    this.changedAt.clear();
    for (const lru of Object.values(this.sections)) lru.entries.clear();
  }

  /** Pages kept in one section, or in all. */
  size(section?: CacheSection): number {
    if (section) return this.sections[section].entries.size;
    return this.sections.steady.entries.size + this.sections.open.entries.size;
  }
}

const RECONNECT_MS = 2000;

/** Listens for catalogue changes on its own connection, reconnecting after a failure; returns the stop function. */
export function listenForCatalogueChanges(
  databaseUrl: string,
  cache: PageCache,
  logger: Logger,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const current = new pg.Client({ connectionString: databaseUrl, application_name: 'xplora-page-cache' });
    client = current;
    const lost = (error?: Error) => {
      if (client !== current) return;
      client = undefined;
      cache.reset(false);
      if (error) logger.warn({ err: error }, 'caché de páginas desactivada: se perdió la escucha de cambios');
      void current.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    current.on('error', lost);
    current.on('end', () => lost());
    current.on('notification', (message) => cache.changed(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (client === current) cache.reset(true);
    } catch (error) {
      lost(error as Error);
    }
  };

  if (cache.capacity > 0) void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    cache.reset(false);
    await current?.end().catch(() => undefined);
  };
}
