import { useQuery } from '@apollo/client/react';
import { SEARCH_PAGE_SIZE } from '../../../../schema/constants';
import { ActivityCard } from '../../components/activity-card';
import { ActivityCardSkeletons } from '../../components/skeleton';
import { SearchActivitiesDocument } from '../../graphql/generated/graphql';
import { searchVariables, type SearchState } from './search-params';

export const RESULT_COLUMN = 'col-12 col-sm-6 col-xl-4 col-xxl-3';

/** Cache policy of search pages: show the cached page at once, refresh it (bookmark flags, new activities). */
export const SEARCH_FETCH_POLICY = {
  fetchPolicy: 'cache-and-network',
  nextFetchPolicy: 'cache-first',
} as const;

/** Page 2, 3… of a search, appended under the first one by 'Cargar más...'; placeholders while it loads. */
export function SearchResultsPage({ state, page }: { state: SearchState; page: number }) {
  const { data } = useQuery(SearchActivitiesDocument, {
    variables: searchVariables(state, page),
    ...SEARCH_FETCH_POLICY,
  });
  if (!data) return <ActivityCardSkeletons count={SEARCH_PAGE_SIZE} columnClassName={RESULT_COLUMN} />;
  return (
    <>
      {data.activities.items.map((activity) => (
        <div key={activity.id} className={RESULT_COLUMN}>
          <ActivityCard activity={activity} compactOnPhone />
        </div>
      ))}
    </>
  );
}
