import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import { slugify } from '../../../../schema/slug';
import { paths } from '../../platform/paths';
import type { RouteHandle } from '../../platform/route-handle';
import {
  SearchActivitiesDocument,
  SearchLookupsDocument,
  type ActivityFilter,
  type SearchLookupsQuery,
} from '../../graphql/generated/graphql';
import { t } from '../../i18n';
import { pageTitle, type MetaArgs, type PageMeta } from '../../seo/page-meta';
import { itemList } from '../../seo/structured-data';
import { serverClient } from '../../ssr/loader-context';
import { notFound } from '../activity/activity-route';
import { landingQuery, parsePage, parseSort, SORTS, type SortKey } from '../search/search-params';
import { coverRendition } from '../../components/activity-card/cover';

export type PlaceKind = 'destination' | 'category';

/** Activities per landing page. */
export const PLACE_PAGE_SIZE = 24;

export interface Place {
  kind: PlaceKind;
  id: string;
  name: string;
  slug: string;
  title: string;
  intro: string;
  path: string;
}

/** The destination or category a landing address names, found by the slug of its name. */
export function findPlace(
  kind: PlaceKind,
  slug: string,
  lookups: SearchLookupsQuery | undefined,
): Place | undefined {
  const items = kind === 'destination' ? lookups?.locations : lookups?.activityCategories;
  const item = items?.find((i) => slugify(i.name) === slug);
  if (!item) return undefined;
  const name = item.name;
  return {
    kind,
    id: item.id,
    name,
    slug,
    title: t(kind === 'destination' ? 'catalog.places.destinationTitle' : 'catalog.places.categoryTitle', {
      name,
    }),
    intro: t(kind === 'destination' ? 'catalog.places.destinationIntro' : 'catalog.places.categoryIntro', {
      name,
    }),
    path: kind === 'destination' ? paths.destination(slug) : paths.category(slug),
  };
}

/** The landing page's query: its place, page and order ("Recomendados" unless `sort` names another). */
export function placeVariables(place: Place, page: number, sort?: SortKey) {
  const filter: ActivityFilter =
    place.kind === 'destination' ? { destinationId: place.id } : { categoryIds: [place.id] };
  return { filter, page, perPage: PLACE_PAGE_SIZE, orderBy: SORTS[sort ?? 'recomendados'].orderBy };
}

function placeFrom(kind: PlaceKind, params: Params, lookups: SearchLookupsQuery | null | undefined) {
  return findPlace(kind, params.slug ?? '', lookups ?? undefined);
}

function placeLoader(kind: PlaceKind) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const client = serverClient(context);
    if (!client) return null;
    const { data: lookups } = await client.query({ query: SearchLookupsDocument });
    const place = placeFrom(kind, params, lookups);
    if (!place) return notFound();
    const query = new URL(request.url).searchParams;
    const page = parsePage(query);
    const { data } = await client.query({
      query: SearchActivitiesDocument,
      variables: placeVariables(place, page, parseSort(query)),
    });
    if (page > 1 && page > (data?.activities.lastPage ?? 1)) return notFound();
    return null;
  };
}

function placeMeta(kind: PlaceKind) {
  return ({ client, params, url }: MetaArgs): PageMeta | undefined => {
    const place = placeFrom(kind, params, client.readQuery({ query: SearchLookupsDocument }));
    if (!place) return undefined;
    const page = parsePage(url.searchParams);
    const result = client.readQuery({
      query: SearchActivitiesDocument,
      variables: placeVariables(place, page, parseSort(url.searchParams)),
    })?.activities;
    const cover = result?.items.find((a) => a.cover[0])?.cover[0];
    return {
      title: pageTitle(page > 1 ? `${place.title} (${page})` : place.title),
      description: t('catalog.seo.placeDescription', {
        title: place.title,
        count: result?.total ?? 0,
        intro: place.intro,
      }).slice(0, 160),
      path: page > 1 ? `${place.path}?page=${page}` : place.path,
      image: cover && { ...coverRendition(cover.thumbnail, 'og'), alt: place.title },
      jsonLd: result ? [itemList(url.origin, result.items, (page - 1) * PLACE_PAGE_SIZE)] : [],
    };
  };
}

export function placeRoute(kind: PlaceKind) {
  const handle: RouteHandle = {
    ssr: true,
    meta: placeMeta(kind),
    query: landingQuery,
    module: 'src/pages/places/PlacePage.tsx',
  };
  return { path: `${kind}/:slug`, loader: placeLoader(kind), handle };
}
