import type { LoaderFunctionArgs } from 'react-router-dom';
import { HOME_FEATURED_SIZE } from '../../../../schema/constants';
import { paths } from '../../platform/paths';
import type { RouteHandle } from '../../platform/route-handle';
import { SearchActivitiesDocument, SearchLookupsDocument } from '../../graphql/generated/graphql';
import { t } from '../../i18n';
import type { MetaArgs, PageMeta } from '../../seo/page-meta';
import { itemList, organization, webSite } from '../../seo/structured-data';
import { serverClient } from '../../ssr/loader-context';
import { coverRendition } from '../../components/activity-card/cover';

/** 'Lugares más Xplorados': the 12 featured activities, newest first. */
export const HOME_FEATURED_VARIABLES = {
  filter: { featured: true },
  page: 1,
  perPage: HOME_FEATURED_SIZE,
  orderBy: 'ID_DESC',
} as const;

export async function homeLoader({ context }: LoaderFunctionArgs) {
  const client = serverClient(context);
  if (!client) return null;
  await Promise.all([
    client.query({ query: SearchActivitiesDocument, variables: HOME_FEATURED_VARIABLES }),
    client.query({ query: SearchLookupsDocument }),
  ]);
  return null;
}

function homeMeta({ client, url }: MetaArgs): PageMeta {
  const featured =
    client.readQuery({ query: SearchActivitiesDocument, variables: HOME_FEATURED_VARIABLES })?.activities
      .items ?? [];
  const cover = featured.find((a) => a.cover[0])?.cover[0];
  return {
    title: t('catalog.seo.homeTitle'),
    description: t('catalog.seo.homeDescription'),
    path: paths.home,
    image: cover && {
      ...coverRendition(cover.thumbnail, 'og'),
      alt: cover.description || t('catalog.home.heroTitle'),
    },
    jsonLd: [organization(url.origin), webSite(url.origin), itemList(url.origin, featured)],
  };
}

export const homeHandle: RouteHandle = { ssr: true, meta: homeMeta };
