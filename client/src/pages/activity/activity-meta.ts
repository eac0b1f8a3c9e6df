import { slugify } from '../../../../schema/slug';
import { paths } from '../../platform/paths';
import { ActivityDetailDocument } from '../../graphql/generated/graphql';
import {
  DEFAULT_DESCRIPTION,
  pageTitle,
  plainSummary,
  type MetaArgs,
  type PageMeta,
} from '../../seo/page-meta';
import { breadcrumbs, product } from '../../seo/structured-data';
import { GALLERY_SIZES, gallerySrcSet } from '../../components/gallery/gallery-sizes';

/** An activity's preview: its own title and text, its first picture, a Product with its Offer and breadcrumbs. */
export function activityMeta({ client, params, url }: MetaArgs): PageMeta | undefined {
  const activity = client.readQuery({
    query: ActivityDetailDocument,
    variables: { id: params.id ?? '' },
  })?.activity;
  if (!activity) return undefined;
  const origin = url.origin;
  const path = paths.activity(activity.id, activity.slug);
  const description = plainSummary(activity.summary || activity.description) || DEFAULT_DESCRIPTION;
  const cover = activity.gallery[0];
  const absolute = (src: string) => (src.startsWith('http') ? src : `${origin}${src}`);
  return {
    title: pageTitle(activity.title),
    description,
    path,
    type: 'product',
    image: cover && {
      url: cover.large,
      width: GALLERY_SIZES.large.width,
      height: GALLERY_SIZES.large.height,
      alt: cover.description || activity.title,
    },
    preloadImage: cover && { href: cover.large, ...gallerySrcSet(cover) },
    jsonLd: [
      ...product(origin, {
        id: activity.id,
        slug: activity.slug,
        title: activity.title,
        description,
        images: activity.gallery.map((image) => absolute(image.large)),
        priceUsd: activity.basePrice,
        available: true,
        rating: activity.rating,
        reviewCount: activity.commentsCount,
        category: activity.category.name,
        supplier: activity.supplier.tradeName,
        destination: activity.destination.name,
      }),
      breadcrumbs(origin, [
        { name: 'Inicio', path: paths.home },
        { name: activity.destination.name, path: paths.destination(slugify(activity.destination.name)) },
        { name: activity.title, path },
      ]),
    ],
  };
}
