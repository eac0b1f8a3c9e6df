import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { ActivityCard } from '../../components/activity-card';
import { ActivityCardSkeletons } from '../../components/skeleton';
import { SearchActivitiesDocument, SearchLookupsDocument } from '../../graphql/generated/graphql';
import { useTranslation } from '../../i18n';
import { pageTitle } from '../../seo/page-meta';
import { isNotFoundData } from '../activity/activity-route';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { landingQuery, parsePage, parseSort } from '../search/search-params';
import { SortSelect } from '../search/SortSelect';
import { findPlace, placeVariables, type PlaceKind } from './place-route';

const COLUMN = 'col-12 col-sm-6 col-lg-4 col-xl-3';

/** /destination/:slug and /category/:slug: a title of its own and the published activities of the place. */
export function PlacePage({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const loaderData = useLoaderData();
  const page = parsePage(params);
  const sort = parseSort(params);
  const navigate = useNavigate();
  const { data: lookups } = useQuery(SearchLookupsDocument);
  const place = findPlace(kind, slug, lookups);
  const { data } = useQuery(
    SearchActivitiesDocument,
    place
      ? {
          variables: placeVariables(place, page, sort),
          fetchPolicy: 'cache-and-network',
          nextFetchPolicy: 'cache-first',
        }
      : skipToken,
  );

  useEffect(() => {
    if (place) document.title = pageTitle(place.title);
  }, [place]);

  if (isNotFoundData(loaderData) || (lookups && !place)) return <NotFoundPage />;
  const result = data?.activities;
  const lastPage = result?.lastPage ?? 1;
  const pageHref = (n: number) => {
    const query = landingQuery(
      new URLSearchParams({ page: String(n), ...(sort ? { sort } : {}) }),
    ).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <div className="container py-4 py-lg-5">
      <nav aria-label={t('catalog.places.breadcrumb')}>
        <ol className="breadcrumb small">
          <li className="breadcrumb-item">
            <Link to={paths.home}>{t('catalog.places.home')}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {place?.name ?? '…'}
          </li>
        </ol>
      </nav>
      <h1 className="h2">{place?.title ?? t('common.loading')}</h1>
      {place && <p className="lead text-body-secondary">{place.intro}</p>}
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="text-body-secondary mb-0" role="status" data-testid="place-total">
          {result ? t('catalog.places.found', { count: result.total }) : t('common.loading')}
        </p>
        <SortSelect
          action={pathname}
          sort={sort}
          onChange={(next) => navigate({ pathname, search: next ? `sort=${next}` : '' })}
        />
      </div>
      <div className="row g-2 g-sm-4" aria-busy={!result || undefined} data-testid="place-results">
        {result ? (
          result.items.map((activity, index) => (
            <div key={activity.id} className={COLUMN}>
              <ActivityCard activity={activity} eager={index < 4} headingLevel={2} compactOnPhone />
            </div>
          ))
        ) : (
          <ActivityCardSkeletons count={8} columnClassName={COLUMN} />
        )}
      </div>
      {lastPage > 1 && (
        <nav
          className="d-flex justify-content-between align-items-center mt-4"
          aria-label={t('catalog.places.pagination')}
        >
          {page > 1 ? (
            <Link to={pageHref(page - 1)} rel="prev" className="btn btn-outline-primary">
              {t('catalog.places.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="small text-body-secondary">
            {t('catalog.places.pageOf', { page, last: lastPage })}
          </span>
          {page < lastPage ? (
            <Link to={pageHref(page + 1)} rel="next" className="btn btn-outline-primary">
              {t('catalog.places.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

export function DestinationPage() {
  return <PlacePage kind="destination" />;
}

export function CategoryPage() {
  return <PlacePage kind="category" />;
}
