import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { isTokenValid, useSession } from '../../platform/session';
import { BookmarkActivityDocument, UnbookmarkActivityDocument } from '../../graphql/generated/graphql';

/** Only a logged-in customer (valid `client` token) may bookmark; visitors and staff see no control (§4.3). */
export function useCanBookmark(): boolean {
  const { user, token } = useSession();
  return Boolean(user) && isTokenValid(token, 'client');
}

/**
 * Bookmark toggle (customer spec §4.5): the activity's `bookmarked` flips at once in every card and the detail
 * (optimistic response on the normalised `Activity:id`), then the server is called; a failure rolls it back and the
 * error catalogue shows the toast. Afterwards the cached favourites list is evicted, so /wishlists reloads — mounted
 * or not (refetchQueries would skip an unmounted query, notes/stack.md §6).
 */
export function useBookmarkToggle(): {
  toggle(activityId: string, bookmarked: boolean): Promise<void>;
  busy: boolean;
} {
  const client = useApolloClient();
  const [bookmark, bookmarkState] = useMutation(BookmarkActivityDocument);
  const [unbookmark, unbookmarkState] = useMutation(UnbookmarkActivityDocument);

  const toggle = useCallback(
    async (activityId: string, bookmarked: boolean) => {
      try {
        if (bookmarked) {
          await unbookmark({
            variables: { id: activityId },
            optimisticResponse: {
              unbookmarkActivity: { __typename: 'Activity', id: activityId, bookmarked: false },
            },
          });
        } else {
          await bookmark({
            variables: { id: activityId },
            optimisticResponse: {
              bookmarkActivity: { __typename: 'Activity', id: activityId, bookmarked: true },
            },
          });
        }
      } catch {
        // Rolled back by Apollo; the toast comes from the error catalogue.
        return;
      }
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'bookmarkedActivities' });
      client.cache.gc();
    },
    [bookmark, unbookmark, client],
  );

  return { toggle, busy: bookmarkState.loading || unbookmarkState.loading };
}
