import type { ApolloCache } from '@apollo/client';

/**
 * A mutation `update` that drops cached root lists, so screens not mounted right now refetch them (Apollo Client 4's
 * refetchQueries skips unmounted queries — notes/stack.md §6).
 */
export function evictFields(...fieldNames: string[]) {
  return (cache: ApolloCache) => {
    for (const fieldName of fieldNames) cache.evict({ fieldName });
    cache.gc();
  };
}

/** Runs an action whose failure the global error catalogue already reported (toast); nothing else to do here. */
export async function reported(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch {
    // Shown by the error link.
  }
}
