import type { ApolloCache, DocumentNode } from '@apollo/client';
import {
  ActivityDetailDocument,
  SearchActivitiesDocument,
  SearchLookupsDocument,
} from '../graphql/generated/graphql';
import type { PageAnswer } from './hydration-state';

/**
 * The loaders' queries whose answers a page sends as they came, for the browser to write into its cache. Any other
 * loader query (the search's facets, whose module the entry does not load) still works: the server then sends its
 * answer inside the cache state instead (server-client.ts).
 */
const ANSWERED: Record<string, DocumentNode> = {
  ActivityDetail: ActivityDetailDocument,
  SearchActivities: SearchActivitiesDocument,
  SearchLookups: SearchLookupsDocument,
};

/** The document of an answered operation, or undefined for one the page must send in its cache state. */
export function answerDocument(operation: string): DocumentNode | undefined {
  return Object.hasOwn(ANSWERED, operation) ? ANSWERED[operation] : undefined;
}

export function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
}

/**
 * Writes a server-rendered page's answers into the browser's cache before it hydrates, so every component and the
 * title read them as the server did (the server answered them without a cache).
 */
export function seedAnswers(cache: ApolloCache, answers: PageAnswer[] | undefined): void {
  for (const { operation, variables, data } of answers ?? []) {
    const query = answerDocument(operation);
    if (query) cache.writeQuery({ query, variables, data: data as Record<string, unknown> });
  }
}
