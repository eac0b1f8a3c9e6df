import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { ExecuteOperation, PageRenderer, RenderResult } from '../../../schema/page-render.js';
import type { Config } from '../config.js';
import type { Context } from '../graphql/context.js';
import type { InProcessGraphql } from '../graphql/in-process.js';
import type { CachedPage, PageCache, PageSources } from './page-cache.js';
import { accepted } from './precompressed.js';

/**
 * Every address that is not an asset or an API: the public pages rendered on the server (dist/ssr, built from the
 * client's own route tree), private screens as the client shell with `noindex`.
 */

const ROOT = '<div id="root"></div>';
/**
 * Browsers revalidate every visit (max-age=0: a 304 on the ETag when nothing changed). A shared cache (a CDN, the
 * docker-compose nginx) cannot hear our invalidations, so its `s-maxage` is the staleness it may add: short for the
 * listing pages, which any change may alter, a minute for an activity (its seats are read by the browser after load),
 * longer for a page that shows no catalogue object; past it, it may serve the old copy while it refetches.
 */
const SHARED_CACHE = {
  listing: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
  object: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  static: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
};
/** Private screens, not-found and error pages, and any request that carries credentials: never in a shared cache. */
const PRIVATE = 'private, no-cache';
const NOINDEX = 'noindex';

/**
 * The page a request target names, on the configured origin; undefined unless the target is a plain path. A browser
 * always sends one ('/activity/2/x?y'); '//host/…', the absolute form 'http://host/…' or a backslash ('/\host/…',
 * which URL parsing reads as '//') would name another origin, and the page's canonical, Open Graph and JSON-LD links
 * would point there. Such a target is refused with a 400 rather than redirected: only a hand-made request sends one,
 * and a refusal is never cached by anyone.
 */
function requestedUrl(target: string, origin: string): URL | undefined {
  const path = target.split(/[?#]/, 1)[0]!;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  const url = new URL(target, origin);
  return url.origin === origin ? url : undefined;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The built index.html, cut around the root element, without the generic title and description. */
interface Template {
  /** The head without the entry's scripts, up to `</head>`. */
  head: string;
  /** The entry script's address and the modules it imports (Vite's modulepreload list). */
  entry: string;
  entryImports: string[];
  tail: string;
  /** The shell of screens the browser renders alone. */
  shell: string;
  /** Files the template already loads (the entry's script, its CSS and preloads). */
  loaded: Set<string>;
}

/** The entry's script and module preloads, which Vite writes before its stylesheets. */
const SCRIPT_TAG = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
const ENTRY = /<script type="module"[^>]*src="([^"]+)"/;
const PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"/g;

function readTemplate(clientDist: string): Template {
  const html = readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const [before, after] = html.split(ROOT) as [string, string];
  // A rendered page loads its scripts through /boot.js after the first paint (sendPage), so they leave the head.
  const entry = ENTRY.exec(before)?.[1] ?? '';
  const entryImports = [...before.matchAll(PRELOAD)].map((m) => m[1]!);
  const head = before
    .replace(SCRIPT_TAG, '')
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  const loaded = new Set([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!));
  const shell = html.replace('</head>', `  <meta name="robots" content="${NOINDEX}" />\n  </head>`);
  return { head, entry, entryImports, tail: after, shell, loaded };
}

function readManifest(clientDist: string): Record<string, ManifestChunk> {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
}

/** The lazy modules a page rendered with: `<link>`s to their CSS (needed for first paint) and their scripts. */
function moduleLinks(
  modules: string[],
  manifest: Record<string, ManifestChunk>,
  loaded: Set<string>,
): { styles: string; preloads: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  const fresh = (hrefs: Set<string>) => [...hrefs].filter((href) => !loaded.has(href));
  return {
    styles: fresh(styles)
      .map((href) => `<link rel="stylesheet" href="${href}" />`)
      .join('\n    '),
    preloads: fresh(scripts),
  };
}

/**
 * What a page was rendered from, read off its GraphQL results: every `Typename:id` object, and whether it shows a list
 * of activities (a listing page: home, search, landings), which any catalogue change may alter.
 */
function collectSources(value: unknown, sources: { objects: Set<string>; listing: boolean }): void {
  if (Array.isArray(value)) {
    for (const item of value) {
      if ((item as { __typename?: unknown } | null)?.__typename === 'Activity') sources.listing = true;
      collectSources(item, sources);
    }
  } else if (typeof value === 'object' && value !== null) {
    const { __typename, id } = value as { __typename?: unknown; id?: unknown };
    if (typeof __typename === 'string' && (typeof id === 'string' || typeof id === 'number'))
      sources.objects.add(`${__typename}:${id}`);
    for (const field of Object.values(value)) collectSources(field, sources);
  }
}

/** GraphQL in-process for one page: one anonymous context (never the caller's token), shared by its queries. */
function anonymousExecutor(
  graphql: InProcessGraphql,
  anonymousContext: PagesDeps['anonymousContext'],
  req: Request,
  sources: { objects: Set<string>; listing: boolean },
): ExecuteOperation {
  let context: Promise<Context> | undefined;
  return async (request) => {
    context ??= anonymousContext(req);
    const result = await graphql(request, await context);
    collectSources(result.data, sources);
    return result;
  };
}

/** A strong validator of the HTML; each encoding is its own representation, so its own tag. */
function etagOf(html: Buffer): string {
  return createHash('sha1').update(html).digest('base64url');
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's window fitted to the page (at least 64 kB): its default of 4 MB is allocated and cleared for every page
 * compressed, which cost more than compressing a 22 kB activity page at quality 1; the bytes are the same.
 */
function brotliParams(quality: number, bytes: number) {
  return {
    [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
    [zlibConstants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes + 1)))),
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes,
  };
}

/**
 * How hard a page is compressed. A page served from the cache is compressed once per encoding, at a middle quality
 * (Brotli 5: the home's 58 kB travel as 8 kB). A page rendered for one answer (a miss, a signed-in visitor) is
 * compressed at the fastest level: Brotli 5 took a fifth of an uncached activity page's CPU, Brotli 1 a quarter of
 * that, for ~20 % more bytes; its cached copy gets the middle quality on its first hit.
 */
const QUALITY = {
  kept: { br: 5, gzip: 6 },
  once: { br: 1, gzip: 1 },
};

/**
 * Sent once, the fast level is done in place: handing a few hundred microseconds of work to the thread pool cost the
 * main thread more than the work itself. The kept copy's slower level goes to the pool.
 */
async function compress(html: Buffer, encoding: 'br' | 'gzip', once: boolean): Promise<Buffer> {
  const quality = QUALITY[once ? 'once' : 'kept'][encoding];
  if (encoding === 'gzip')
    return once ? gzipSync(html, { level: quality }) : gzipped(html, { level: quality });
  const params = brotliParams(quality, html.length);
  return once ? brotliCompressSync(html, { params }) : brotli(html, { params });
}

/**
 * The page compressed for a browser that accepts it: a phone on 4G receives a fifth of the bytes. The strong ETag is
 * the HTML's hash, the encoding and, for the fast compression, `-1` (other bytes, so another tag); Express answers a
 * matching If-None-Match with 304, whichever of the two qualities the browser holds.
 */
async function sendCompressed(req: Request, res: Response, page: CachedPage, once: boolean): Promise<void> {
  const encodings = accepted(req.headers['accept-encoding']);
  res.type('html').vary('Accept-Encoding');
  const encoding = encodings.has('br') ? 'br' : encodings.has('gzip') ? 'gzip' : undefined;
  if (!encoding) return void res.set('ETag', `"${page.etag}"`).send(page.html);
  const tags = [`"${page.etag}-${encoding}"`, `"${page.etag}-${encoding}-1"`];
  const held = tags.find((tag) => req.headers['if-none-match']?.includes(tag));
  if (held) return void res.set('ETag', held).send(page.html); // fresh: Express answers 304 without the body
  res.set('ETag', tags[once ? 1 : 0]);
  let body = page.encoded.get(encoding);
  if (!body) {
    body = await compress(page.html, encoding, once);
    if (!once) page.encoded.set(encoding, body);
  }
  res.set('Content-Encoding', encoding).send(body);
}

export interface PagesDeps {
  config: Config;
  /** The schema executed in-process (graphql/in-process.ts): a page's queries are the server's own documents. */
  graphql: InProcessGraphql;
  /** A request's context without its caller's token (the composition root builds it). */
  anonymousContext(req: Request): Promise<Context>;
  /** Rendered pages kept between requests (page-cache.ts); none: every request renders. */
  cache?: PageCache;
}

export async function publicPages({
  config,
  graphql,
  anonymousContext,
  cache,
}: PagesDeps): Promise<RequestHandler> {
  const template = readTemplate(config.clientDist);
  const manifest = readManifest(config.clientDist);
  const renderer = existsSync(config.ssrEntry)
    ? ((await import(pathToFileURL(config.ssrEntry).href)) as PageRenderer)
    : undefined;

  const sendShell = (res: Response, status: number) => {
    res
      .status(status)
      .set({ 'X-Robots-Tag': NOINDEX, 'Cache-Control': status >= 500 ? 'no-store' : PRIVATE })
      .type('html')
      .send(template.shell);
  };

  const pageHtml = (page: Extract<RenderResult, { kind: 'page' }>): string => {
    const { styles, preloads } = moduleLinks(page.modules, manifest, template.loaded);
    // Scripts wait for the first paint (client/public/boot.js): the HTML, its CSS and first images come first.
    const modules = [...template.entryImports, ...preloads].join(' ');
    const boot = `<script src="/boot.js" defer data-entry="${template.entry}" data-preload="${modules}"></script>`;
    const head = template.head.replace('</head>', `  ${styles}\n    ${page.head}\n    ${boot}\n  </head>`);
    return `${head}<div id="root">${page.html}</div>${page.stateScript}${template.tail}`;
  };

  const sendPage = (
    req: Request,
    res: Response,
    page: CachedPage,
    sources: PageSources,
    cacheState?: 'hit' | 'miss' | 'stale' | 'bypass',
  ) => {
    const shared = sources.listing ? 'listing' : sources.objects.size > 0 ? 'object' : 'static';
    res
      .status(page.status)
      .set('Cache-Control', page.status !== 200 || cacheState === 'bypass' ? PRIVATE : SHARED_CACHE[shared]);
    if (page.status !== 200) res.set('X-Robots-Tag', NOINDEX);
    if (cacheState) res.set('X-Page-Cache', cacheState);
    // A copy from the cache is as old as its render: a CDN in front counts its own s-maxage from there.
    if (cacheState === 'hit' || cacheState === 'stale')
      res.set('Age', String(Math.floor((Date.now() - page.renderedAt) / 1000)));
    void sendCompressed(req, res, page, cacheState !== 'hit' && cacheState !== 'stale');
  };

  type Rendered =
    | { kind: 'page'; page: CachedPage; sources: PageSources; canonical: string }
    | Exclude<RenderResult, { kind: 'page' }>;

  const render = async (url: URL, req: Request): Promise<Rendered> => {
    const sources = { objects: new Set<string>(), listing: false };
    const result = await renderer!.render(url, anonymousExecutor(graphql, anonymousContext, req, sources));
    if (result.kind !== 'page') return result;
    const html = Buffer.from(pageHtml(result));
    const page: CachedPage = {
      status: result.status,
      html,
      etag: etagOf(html),
      encoded: new Map(),
      renderedAt: Date.now(),
    };
    return { kind: 'page', page, sources, canonical: result.canonical };
  };

  /** Keeps a rendered page: only at its canonical address, and searches and not-found answers apart (page-cache.ts). */
  const keep = (key: string, url: URL, rendered: Rendered, begun: number) => {
    if (rendered.kind !== 'page' || rendered.canonical !== key) return;
    const section = rendered.page.status === 200 && !url.search ? 'steady' : 'open';
    cache?.set(key, rendered.page, begun, section, rendered.sources);
  };

  /** Stale pages being re-rendered in the background, so a burst of visits to a stale page renders it once. */
  const refreshing = new Set<string>();
  const refresh = (key: string, url: URL, req: Request) => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const begun = cache!.begin();
    render(url, req)
      .then((rendered) => keep(key, url, rendered, begun))
      .catch((error: unknown) =>
        req.log.error({ err: error }, 'error al renderizar la página en segundo plano'),
      )
      .finally(() => refreshing.delete(key));
  };

  return async (req, res) => {
    const requested = requestedUrl(req.originalUrl, config.publicUrl);
    if (!requested) {
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .type('text')
        .send('Dirección de la solicitud inválida.');
      return;
    }
    if (!renderer) return sendShell(res, 200);
    // Only the parameters the page reads, in their canonical form: `?utm_source=…` or a random string is the same page.
    const url = renderer.pageUrl(requested);
    const key = url.pathname + url.search;
    // A request with credentials never reads nor fills the shared copies (the render stays anonymous all the same).
    const shared = !req.headers.authorization && !req.headers.cookie;
    const cached = shared ? cache?.get(key) : undefined;
    if (cached) {
      if (cached.stale) refresh(key, url, req);
      return sendPage(req, res, cached.page, cached.sources, cached.stale ? 'stale' : 'hit');
    }
    const begun = cache?.begin() ?? 0;
    let rendered: Rendered;
    try {
      rendered = await render(url, req);
    } catch (error) {
      // The browser can still render the page from the API; the failure is logged with the request id.
      req.log.error({ err: error }, 'error al renderizar la página');
      return sendShell(res, 500);
    }
    if (rendered.kind === 'redirect') return res.redirect(rendered.status, rendered.location);
    if (rendered.kind === 'client') return sendShell(res, rendered.status);
    // A variant of a page's address ('/ABOUT-US', '/about-us/') is rendered but never kept: only canonical addresses
    // take room, and only a page at its plain address takes the room searches and unknown addresses cannot evict.
    if (shared) keep(key, url, rendered, begun);
    const state = !shared ? 'bypass' : cache?.enabled ? 'miss' : undefined;
    sendPage(req, res, rendered.page, rendered.sources, state);
  };
}
