import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { ActivityCard } from '../../components/activity-card';
import { ActivityCardSkeletons } from '../../components/skeleton';
import {
  SearchActivitiesDocument,
  type ActivityFilter,
  type ActivityOrderBy,
} from '../../graphql/generated/graphql';

export const GRID_COLUMN = 'col-12 col-sm-6 col-lg-4 col-xl-3';

/** A home section: a heading, a grid of activity cards from one search, placeholder cards while loading. */
export function ActivityGridSection({
  id,
  title,
  filter,
  perPage,
  placeholders,
  orderBy,
  moreLink,
  empty,
}: {
  id: string;
  title: ReactNode;
  filter: ActivityFilter;
  perPage: number;
  placeholders: number;
  orderBy?: ActivityOrderBy;
  moreLink?: string;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(SearchActivitiesDocument, {
    variables: { filter, page: 1, perPage, orderBy },
    // Fresh bookmark flags after logging in or out; the cached page shows at once meanwhile.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const items = data?.activities.items;

  return (
    <section className="container py-5" aria-labelledby={id}>
      <div className="d-flex align-items-baseline justify-content-between gap-3 mb-3">
        <h2 id={id} className="h3 mb-0">
          {title}
        </h2>
        {moreLink && (
          <Link to={moreLink} className="text-nowrap">
            {t('catalog.home.seeAll')}
            <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
          </Link>
        )}
      </div>
      <div className="row g-4" aria-busy={!items || undefined}>
        {items ? (
          items.map((activity, index) => (
            <div key={activity.id} className={GRID_COLUMN}>
              <ActivityCard activity={activity} eager={index < 4} />
            </div>
          ))
        ) : (
          <ActivityCardSkeletons count={placeholders} columnClassName={GRID_COLUMN} />
        )}
        {items?.length === 0 && empty && <p className="col-12 text-body-secondary">{empty}</p>}
      </div>
    </section>
  );
}
