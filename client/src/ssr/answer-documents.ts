import type { ApolloCache, DocumentNode } from '@apollo/client';
import {
  ActivityDetailDocument,
  SearchActivitiesDocument,
  SearchLookupsDocument,
} from '../graphql/generated/graphql';
import type { PageAnswer } from './hydration-state';

/**
 * The queries route loaders answer pages with, by the module that holds them: graphql.ts is in the browser's entry
 * already; discovery.ts (the search's facets) is loaded only by a page that carries its answer. A loader query missing
 * here still works: the server then sends its answer inside the cache state instead (server-client.ts).
 */
const SOURCES: (() => Promise<DocumentNode[]>)[] = [
  async () => [ActivityDetailDocument, SearchActivitiesDocument, SearchLookupsDocument],
  async () => {
    const { SearchFacetsDocument } = await import('../graphql/generated/discovery');
    return [SearchFacetsDocument];
  },
];

export function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
}

const known = new Map<string, DocumentNode>();
let loaded = 0;

/** The query document of each named operation, loading the sources in order until all are found. */
export async function answerDocuments(names: string[]): Promise<Map<string, DocumentNode>> {
  while (names.some((name) => !known.has(name)) && loaded < SOURCES.length) {
    for (const document of await SOURCES[loaded++]!()) {
      const name = operationName(document);
      if (name) known.set(name, document);
    }
  }
  return known;
}

/**
 * Writes a server-rendered page's answers into the browser's cache before it hydrates, so every component and the
 * title read them as the server did (the server answered them without a cache, server-client.ts).
 */
export async function seedAnswers(cache: ApolloCache, answers: PageAnswer[] | undefined): Promise<void> {
  if (!answers?.length) return;
  const documents = await answerDocuments(answers.map((answer) => answer.operation));
  for (const { operation, variables, data } of answers) {
    const query = documents.get(operation);
    if (query) cache.writeQuery({ query, variables, data: data as Record<string, unknown> });
  }
}
