import { SITE_NAME } from './page-meta';

/**
 * schema.org objects for Google's rich results (JSON-LD). URLs are absolute: `origin` is the PUBLIC_URL.
 */

export interface ListedActivity {
  id: string;
  slug: string;
  title: string;
}

const activityUrl = (origin: string, a: ListedActivity) => `${origin}/activity/${a.id}/${a.slug}`;

export function organization(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

export function webSite(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    inLanguage: 'es',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?s={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function itemList(origin: string, activities: readonly ListedActivity[], offset = 0): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: activities.map((a, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: activityUrl(origin, a),
      name: a.title,
    })),
  };
}

export function breadcrumbs(origin: string, trail: readonly { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export interface ProductFacts extends ListedActivity {
  description: string;
  images: readonly string[];
  priceUsd: string;
  available: boolean;
  rating: number;
  reviewCount: number;
  category: string;
  supplier: string;
  destination: string;
}

/** A bookable activity: a Product with its Offer (and rating), plus a TouristTrip beside it. */
export function product(origin: string, facts: ProductFacts): object[] {
  const url = activityUrl(origin, facts);
  const offer = {
    '@type': 'Offer',
    price: facts.priceUsd,
    priceCurrency: 'USD',
    availability: facts.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url,
    seller: { '@type': 'Organization', name: facts.supplier },
  };
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.title,
    description: facts.description,
    url,
    sku: `activity-${facts.id}`,
    category: facts.category,
    brand: { '@type': 'Brand', name: facts.supplier },
    offers: offer,
  };
  if (facts.images.length) productLd.image = facts.images;
  if (facts.reviewCount > 0)
    productLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: facts.rating.toFixed(1),
      reviewCount: facts.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  const trip = {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: facts.title,
    description: facts.description,
    url,
    touristType: facts.category,
    itinerary: { '@type': 'Place', name: facts.destination },
    offers: offer,
    provider: { '@type': 'Organization', name: facts.supplier },
  };
  return [productLd, trip];
}
