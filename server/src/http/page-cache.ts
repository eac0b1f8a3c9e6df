import pg from 'pg';
import type { Logger } from 'pino';
import { CATALOGUE_CHANNEL } from '../persistence/catalogue-changed.js';

/**
 * Rendered public pages kept in memory, so a popular activity is rendered once a minute instead of on every visit.
 * Safe to share because the render is anonymous (never reads a session). Kept only while this process listens to
 * PostgreSQL's `catalogue_changed` notices (sent on commit by triggers on the catalogue tables, from every process):
 * each notice empties the cache, and without a live listener nothing is cached.
 */

export interface CachedPage {
  status: number;
  html: string;
  /** The page compressed once per encoding, on the first request that accepts it. */
  encoded: Map<string, Buffer>;
}

interface Entry {
  page: CachedPage;
  expires: number;
}

/**
 * Where a page is kept. `steady`: a page at its own plain address (the home, an activity, a landing or static page),
 * as many as the catalogue has. `open`: whatever a visitor can vary without end (searches, later pages, not-found
 * answers), in a quarter of the room, so a flood of made-up searches or addresses only evicts its own kind.
 */
export type CacheSection = 'steady' | 'open';

const OPEN_SHARE = 0.25;

/** Least recently used first out, within its capacity. */
class Lru {
  readonly entries = new Map<string, Entry>();

  constructor(readonly capacity: number) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= Date.now()) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.page;
  }

  set(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.capacity === 0) return;
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

export class PageCache {
  private readonly sections: Record<CacheSection, Lru>;
  private live = false;
  /** Bumped on every reset: a render that started before a change must not be kept after it. */
  private generation = 0;

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

  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    return this.sections.steady.get(key) ?? this.sections.open.get(key);
  }

  /** Call before rendering; pass the answer to `set`. */
  begin(): number {
    return this.generation;
  }

  set(key: string, page: CachedPage, generation: number, section: CacheSection): void {
    if (!this.enabled || generation !== this.generation) return;
    this.sections[section === 'steady' ? 'open' : 'steady'].entries.delete(key);
    this.sections[section].set(key, { page, expires: Date.now() + this.ttlMs });
  }

  /** A catalogue change, or the listener came up or went down: nothing kept may be trusted. */
  reset(live: boolean): void {
    this.live = live;
    this.generation++;
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
    current.on('notification', () => cache.reset(true));
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
