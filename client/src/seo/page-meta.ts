import type { ApolloClient } from '@apollo/client';
import type { Params } from 'react-router-dom';

/** A page's own metadata: what crawlers and link previews read from the server-rendered HTML. */
export interface PageMeta {
  /** Full document title ("Rafting en Mérida · Xplora"). */
  title: string;
  /** At most 160 characters. */
  description: string;
  /** Canonical path and query ("/activity/12/rafting-en-merida"); made absolute with PUBLIC_URL. */
  path: string;
  /** Picture for previews: a site path or absolute URL, and its size. */
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'product';
  /** JSON-LD objects, each in its own script element. */
  jsonLd?: object[];
  /**
   * Not to be indexed, its links followed: a filtered list beyond destination and category (its combinations would
   * otherwise make thousands of near-duplicate pages for search engines).
   */
  noindexFollow?: boolean;
  /** The largest picture of the first screen, preloaded from the head. */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
}

/** What a route's `handle.meta` reads: the request's Apollo Client, whose cache the loaders filled. */
export interface MetaArgs {
  client: ApolloClient;
  params: Params;
  url: URL;
  loaderData: unknown;
}

export type MetaFunction = (args: MetaArgs) => PageMeta | undefined;

export const SITE_NAME = 'Xplora';
export const DEFAULT_DESCRIPTION = 'Xplora: reserva actividades, tours y excursiones en Venezuela.';
export const MAX_DESCRIPTION = 160;

/** Plain text of some HTML, spaces collapsed, cut at a word boundary to at most `max` characters. */
export function plainSummary(html: string, max = MAX_DESCRIPTION): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function pageTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}
