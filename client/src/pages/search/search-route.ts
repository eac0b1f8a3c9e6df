import type { LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../platform/paths';
import type { RouteHandle } from '../../platform/route-handle';
import { SearchActivitiesDocument, SearchLookupsDocument } from '../../graphql/generated/graphql';
import { t } from '../../i18n';
import { pageTitle, type MetaArgs, type PageMeta } from '../../seo/page-meta';
import { itemList } from '../../seo/structured-data';
import { serverClient } from '../../ssr/loader-context';
import { isIndexable, parsePage, parseSearch, searchQuery, searchVariables, toFilter } from './search-params';

/** Server side of /search: the filters and page of the address, the lookups of the sidebar. */
export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  const client = serverClient(context);
  if (!client) return null;
  const params = new URL(request.url).searchParams;
  const state = parseSearch(params);
  // Imported here, on the server: this module is in every page's first load, the facets' document is not.
  const { SearchFacetsDocument } = await import('../../graphql/generated/discovery');
  await Promise.all([
    client.query({ query: SearchActivitiesDocument, variables: searchVariables(state, parsePage(params)) }),
    client.query({ query: SearchFacetsDocument, variables: { filter: toFilter(state) } }),
    client.query({ query: SearchLookupsDocument }),
  ]);
  return null;
}

/** The canonical address of a search: its filters in a fixed order, and the page when past the first. */
export function searchCanonical(params: URLSearchParams): string {
  const query = searchQuery(params).toString();
  return query ? `${paths.search}?${query}` : paths.search;
}

function searchMeta({ client, url }: MetaArgs): PageMeta {
  const state = parseSearch(url.searchParams);
  const page = parsePage(url.searchParams);
  const variables = searchVariables(state, page);
  const result = client.readQuery({ query: SearchActivitiesDocument, variables })?.activities;
  const title = state.text
    ? t('catalog.seo.searchTextTitle', { text: state.text })
    : t('catalog.seo.searchTitle');
  return {
    title: pageTitle(title),
    description: t('catalog.seo.searchDescription'),
    path: searchCanonical(url.searchParams),
    noindexFollow: !isIndexable(state),
    jsonLd: result ? [itemList(url.origin, result.items, (page - 1) * variables.perPage)] : [],
  };
}

export const searchHandle: RouteHandle = {
  title: 'pages.search',
  ssr: true,
  meta: searchMeta,
  query: searchQuery,
  module: 'src/pages/search/SearchPage.tsx',
};
