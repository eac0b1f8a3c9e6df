import { useQuery } from '@apollo/client/react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { MAX_PAGE_SIZE } from '../../../../schema/constants';
import { paths } from '../../platform/paths';
import { ActivityCard } from '../../components/activity-card';
import { ActivityCardSkeletons } from '../../components/skeleton';
import { BookmarkedActivitiesDocument } from '../../graphql/generated/graphql';

const COLUMN = 'col-12 col-sm-6 col-lg-4 col-xl-3';
const SKELETONS = 4;

/**
 * 'Favoritos' /wishlists (customer spec §2.10, §4.5): the customer's bookmarked activities as cards; four skeleton
 * cards while loading and when the list is empty. Un-bookmarking a card flips its heart at once, then — after the
 * server answers — the cached list is evicted and this query loads again without it (use-bookmark.ts).
 */
export function WishlistsPage() {
  const { t } = useTranslation();
  const { data } = useQuery(BookmarkedActivitiesDocument, {
    variables: { page: 1, perPage: MAX_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const items = data?.bookmarkedActivities.items;

  return (
    <div className="container py-4 py-lg-5">
      <h1 className="h2 mb-4">{t('catalog.wishlists.title')}</h1>
      {items?.length === 0 && (
        <div className="alert alert-light border d-flex flex-wrap align-items-center gap-3" role="status">
          <i className="bi bi-heart fs-4 text-danger" aria-hidden="true" />
          <span className="flex-grow-1">{t('catalog.wishlists.empty')}</span>
          <Link to={paths.search} className="btn btn-primary btn-sm">
            {t('catalog.wishlists.explore')}
          </Link>
        </div>
      )}
      <div className="row g-4" aria-busy={!items || undefined} data-testid="wishlist">
        {items && items.length > 0 ? (
          items.map((activity, index) => (
            <div key={activity.id} className={COLUMN}>
              <ActivityCard activity={activity} eager={index < 4} headingLevel={2} />
            </div>
          ))
        ) : (
          <ActivityCardSkeletons count={SKELETONS} columnClassName={COLUMN} announce={!items} />
        )}
      </div>
    </div>
  );
}
