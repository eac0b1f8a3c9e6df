import type { ApolloClient } from '@apollo/client';
import type { ExecuteOperation, RenderResult } from '../../schema/page-render';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { createCache } from './platform/apollo';
import { Providers } from './app/App';
import type { RouteHandle } from './platform/route-handle';
import { routes } from './app/router';
import { t } from './i18n';
import { headHtml } from './seo/head';
import { DEFAULT_DESCRIPTION, pageTitle, SITE_NAME, type PageMeta } from './seo/page-meta';
import { loaderContext } from './ssr/loader-context';
import { serverApolloClient } from './ssr/server-client';
import { scriptJson, PAGE_STATE_ID, type PageState } from './ssr/hydration-state';

/**
 * The server entry (built by `vite build --ssr`): renders a public address with the browser's route tree. The host
 * (server/src/http/pages.ts) gives it a GraphQL executor that runs operations in-process, anonymously.
 */

const handler = createStaticHandler(routes);

function pageMeta(context: StaticHandlerContext, client: ApolloClient, url: URL): PageMeta {
  if (context.statusCode === 404)
    return { title: pageTitle(t('notFound.title')), description: DEFAULT_DESCRIPTION, path: url.pathname };
  const deepest = [...context.matches].reverse();
  for (const match of deepest) {
    const handle = match.route.handle as RouteHandle | undefined;
    const meta = handle?.meta?.({
      client,
      params: match.params,
      url,
      loaderData: context.loaderData[match.route.id],
    });
    if (meta) return meta;
  }
  const titled = deepest.find((m) => (m.route.handle as RouteHandle | undefined)?.title);
  const title = (titled?.route.handle as RouteHandle | undefined)?.title;
  return {
    title: title ? pageTitle(t(title, titled?.params)) : SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    path: url.pathname,
  };
}

function renderToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => (failed ? reject(failed) : resolve(Buffer.concat(chunks).toString('utf8'))));
    const stream = renderToPipeableStream(element, {
      // Crawlers and phones alike get the complete page in one response (lazy parts included).
      onAllReady: () => stream.pipe(sink),
      // Every Suspense boundary (HydrationIsland) inline, in document order: React would otherwise send large ones
      // after the shell with an inline script to move them in place, which the CSP forbids and no crawler runs.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      onError: (error) => {
        failed = error;
      },
    });
  });
}

/**
 * The cache with its keys in a fixed order: loaders run their queries in parallel, so the insertion order varies,
 * and the same page must be the same bytes (ETag, conditional GET, CDN).
 */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

type QueryReader = RouteHandle['query'];

/**
 * Per path, the query reader of its deepest route that has one. `matchRoutes` flattens and ranks the whole route tree
 * on every call (a twentieth of an uncached render's CPU, and most of a cached page's); the server asks for every
 * request, cache hits included. Bounded: past the limit, the oldest path is forgotten.
 */
const readers = new Map<string, QueryReader | null>();
const KNOWN_PATHS = 10_000;

/** The full path of every route that reads the query string: only a path under one of them can have a reader. */
function readerPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const own = (route.handle as RouteHandle | undefined)?.query ? [path || '/'] : [];
    return [...own, ...readerPaths(route.children ?? [], path)];
  });
}
const READER_PATHS = readerPaths(routes);

function queryReader(pathname: string): QueryReader | undefined {
  // A route in the matched chain matches a prefix of the path: under no reader's path, no reader (the long tail of
  // activity pages never pays for ranking the route tree).
  if (!READER_PATHS.some((path) => matchPath({ path, end: false }, pathname))) return undefined;
  let read = readers.get(pathname);
  if (read === undefined) {
    read =
      (matchRoutes(routes, pathname) ?? [])
        .reverse()
        .map((m) => (m.route.handle as RouteHandle | undefined)?.query)
        .find(Boolean) ?? null;
    if (readers.size >= KNOWN_PATHS) readers.delete(readers.keys().next().value!);
    readers.set(pathname, read);
  }
  return read ?? undefined;
}

/** The address a page renders from: its path and only the query its route reads (`handle.query`), canonical. */
export function pageUrl(url: URL): URL {
  const read = queryReader(url.pathname);
  // Set part by part: a path such as '//host/x' must stay a path, never become an authority.
  const address = new URL(url.origin);
  address.pathname = url.pathname;
  if (read) address.search = read(url.searchParams).toString();
  return address;
}

export async function render(url: URL, execute: ExecuteOperation): Promise<RenderResult> {
  const client = serverApolloClient(execute, () => createCache({ resultCaching: false }));
  const context = await handler.query(new Request(url), { requestContext: loaderContext(client) });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location
      ? { kind: 'redirect', status: context.status, location }
      : { kind: 'client', status: 500 };
  }
  const isPublic = context.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.ssr);
  if (!isPublic || context.errors) return { kind: 'client', status: context.errors ? 500 : 200 };

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <Providers client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const modules = context.matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.module)
    .filter((m): m is string => Boolean(m));
  const state: PageState = {
    answers: client.answers(),
    apollo: sortedKeys(client.extract()) as PageState['apollo'],
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  const status = context.statusCode;
  const meta = pageMeta(context, client, url);
  return {
    kind: 'page',
    status,
    head: headHtml(meta, url.origin, { noindex: status !== 200 }),
    canonical: meta.path,
    html,
    stateScript: `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>`,
    modules,
  };
}
