import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ActivityTiles, tileOf } from '../../components/activity-tile';
import { useHydrated } from '../../components/hydration/use-hydrated';
import { SimilarActivitiesDocument } from '../../graphql/generated/discovery';
import type { XploraOperationContext } from '../../platform/apollo';

const SIMILAR_SHOWN = 8;

/**
 * "Actividades similares" (same destination or category, bookable, best rated first), asked for by the browser after
 * hydration: the server-rendered activity page then depends on that activity alone, so its shared copy lives longer
 * and a change to another activity does not invalidate it; the list is below the fold, not in the first paint.
 * Nothing shows while it loads, if it fails, or when there is none.
 */
export function SimilarActivities({ activityId }: { activityId: string }) {
  const hydrated = useHydrated();
  const { data } = useQuery(SimilarActivitiesDocument, {
    variables: { activityId, limit: SIMILAR_SHOWN },
    skip: !hydrated,
    context: { errorHandling: 'silent' } satisfies XploraOperationContext,
  });
  const items = useMemo(() => data?.similarActivities.map(tileOf) ?? [], [data]);
  if (items.length === 0) return null;
  return (
    <section className="container pb-5" aria-labelledby="activity-similar">
      <h2 id="activity-similar" className="h4 mb-3">
        Actividades similares
      </h2>
      <ActivityTiles items={items} testId="similar-activities" />
    </section>
  );
}
