import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { ApolloServer } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { ExecuteOperation, PageRenderer, RenderResult } from '../../../schema/page-render.js';
import type { Config } from '../config.js';
import type { Context } from '../graphql/context.js';
import { documentSource } from '../graphql/document-source.js';
import type { CachedPage, PageCache } from './page-cache.js';
import { accepted } from './precompressed.js';

/**
 * Every address that is not an asset or an API: the public pages rendered on the server (dist/ssr, built from the
 * client's own route tree), private screens as the client shell with `noindex`.
 */

const ROOT = '<div id="root"></div>';
/**
 * Browsers revalidate every visit (a 304 on the ETag when nothing changed), so a supplier's edit or a new review shows
 * at once; a CDN in front keeps the page a minute and may serve it stale for ten while it refetches (RFC 9213).
 */
const PUBLIC_HTML_CACHE = 'public, no-cache';
const CDN_HTML_CACHE = 'max-age=60, stale-while-revalidate=600';
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

/** GraphQL in-process for one page: one anonymous context (never the caller's token), shared by its queries. */
function anonymousExecutor(
  apollo: ApolloServer<Context>,
  anonymousContext: PagesDeps['anonymousContext'],
  req: Request,
): ExecuteOperation {
  let context: Promise<Context> | undefined;
  return async ({ document, variables, operationName }) => {
    context ??= anonymousContext(req);
    const response = await apollo.executeOperation(
      { query: documentSource(document), variables, operationName },
      { contextValue: await context },
    );
    if (response.body.kind !== 'single') throw new Error('respuesta incremental inesperada');
    return response.body.singleResult;
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page compressed for a browser that accepts it: a phone on 4G receives a fifth of the bytes. Brotli at a middle
 * quality costs about a millisecond for a page, done once per encoding for a cached page; Express then adds the ETag
 * (of these bytes, the same for the same page) and answers a matching If-None-Match with 304.
 */
async function sendCompressed(req: Request, res: Response, page: CachedPage): Promise<void> {
  const encodings = accepted(req.headers['accept-encoding']);
  res.type('html').vary('Accept-Encoding');
  const encoding = encodings.has('br') ? 'br' : encodings.has('gzip') ? 'gzip' : undefined;
  if (!encoding) return void res.send(page.html);
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? await brotli(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipped(page.html);
    page.encoded.set(encoding, body);
  }
  res.set('Content-Encoding', encoding).send(body);
}

export interface PagesDeps {
  config: Config;
  apollo: ApolloServer<Context>;
  /** A request's context without its caller's token (the composition root builds it). */
  anonymousContext(req: Request): Promise<Context>;
  /** Rendered pages kept between requests (page-cache.ts); none: every request renders. */
  cache?: PageCache;
}

export async function publicPages({
  config,
  apollo,
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
      .set({ 'X-Robots-Tag': NOINDEX, 'Cache-Control': 'no-cache' })
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

  const sendPage = (req: Request, res: Response, page: CachedPage, cacheState?: 'hit' | 'miss') => {
    res.status(page.status).set({ 'Cache-Control': PUBLIC_HTML_CACHE, 'CDN-Cache-Control': CDN_HTML_CACHE });
    if (page.status !== 200) res.set('X-Robots-Tag', NOINDEX);
    if (cacheState) res.set('X-Page-Cache', cacheState);
    void sendCompressed(req, res, page);
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
    const cached = cache?.get(key);
    if (cached) return sendPage(req, res, cached, 'hit');
    const generation = cache?.begin() ?? 0;
    let result: RenderResult;
    try {
      result = await renderer.render(url, anonymousExecutor(apollo, anonymousContext, req));
    } catch (error) {
      // The browser can still render the page from the API; the failure is logged with the request id.
      req.log.error({ err: error }, 'error al renderizar la página');
      return sendShell(res, 500);
    }
    if (result.kind === 'redirect') return res.redirect(result.status, result.location);
    if (result.kind === 'client') return sendShell(res, result.status);
    const page: CachedPage = { status: result.status, html: pageHtml(result), encoded: new Map() };
    // A variant of a page's address ('/ABOUT-US', '/about-us/') is rendered but never kept: only canonical addresses
    // take room, and only a page at its plain address takes the room searches and unknown addresses cannot evict.
    if (result.canonical === key)
      cache?.set(key, page, generation, result.status === 200 && !url.search ? 'steady' : 'open');
    sendPage(req, res, page, cache?.enabled ? 'miss' : undefined);
  };
}
