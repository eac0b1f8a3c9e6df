import { ApolloClient, ApolloLink, type DocumentNode, type InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { addTypenameToDocument, DocumentTransform } from '@apollo/client/utilities';
import { from } from 'rxjs';
import type { ExecuteOperation } from '../../../schema/page-render';

/** The documents as the cache stores them (with `__typename`), made once per document for every render. */
const withTypenames = new WeakMap<DocumentNode, DocumentNode>();

function typed(document: DocumentNode): DocumentNode {
  let found = withTypenames.get(document);
  if (!found) withTypenames.set(document, (found = addTypenameToDocument(document)));
  return found;
}

function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions)
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
}

/**
 * What Apollo Client works out per document — the cache's form of it (`__typename` added) and the query manager's
 * facts about it (directives, operation, the server's form) — is a pure function of the document, but each client
 * keeps it in caches of its own: a render's fresh client redid it for every component's query (a twelfth of an
 * uncached activity page's CPU). Every render's client shares one set instead; `queryManager` and its two fields
 * are Apollo Client 4 internals (checked at startup below, so an upgrade that renames them fails loudly).
 */
interface QueryManagerCaches {
  documentTransform: DocumentTransform;
  transformCache: object;
}
let sharedTransform: DocumentTransform | undefined;
let sharedInfo: object | undefined;
let typenameCache: InMemoryCache | undefined;

function shareDocumentCaches(client: ApolloClient, typenames: InMemoryCache): void {
  const manager = (client as unknown as { queryManager?: Partial<QueryManagerCaches> }).queryManager;
  if (
    !(manager?.documentTransform instanceof DocumentTransform) ||
    typeof manager.transformCache !== 'object'
  )
    throw new Error(
      'Apollo Client: queryManager.documentTransform/transformCache no existen en esta versión',
    );
  manager.documentTransform = sharedTransform ??= new DocumentTransform(
    (document) => typenames.transformDocument(document),
    { cache: false },
  );
  manager.transformCache = sharedInfo ??= manager.transformCache;
}

/** The loaders and the head's meta build an operation's variables alike: the same JSON. */
const variablesKey = (variables: unknown) => JSON.stringify(variables ?? {});

/**
 * The Apollo Client of one server render (GraphQL executed in-process by the host, anonymously).
 *
 * A loader's `query` runs its operation straight on the executor and writes the answer into the cache: for an
 * operation sent once, the query manager, its link chain and the read back of what was just written are work for
 * nothing (a sixth of an uncached activity page's CPU). The components then read the cache as in the browser, and
 * one that asks for something no loader read still reaches the executor through the link. `readQuery` of an
 * operation a loader ran (the head's meta) answers the loader's result instead of denormalizing the cache again.
 */
/** `createCache`: the app's one cache configuration (platform/apollo.ts, passed in by the entry). */
export function serverApolloClient(
  execute: ExecuteOperation,
  createCache: () => InMemoryCache,
): ApolloClient {
  const client = new ApolloClient({
    ssrMode: true,
    link: new ApolloLink((operation) =>
      from(
        execute({
          document: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }),
      ),
    ),
    cache: createCache(),
  });
  shareDocumentCaches(client, (typenameCache ??= createCache()));
  const results = new Map<DocumentNode, Map<string, unknown>>();

  const query = (async ({
    query: document,
    variables,
    errorPolicy = 'none',
  }: {
    query: DocumentNode;
    variables?: Record<string, unknown>;
    errorPolicy?: 'none' | 'all' | 'ignore';
  }) => {
    const result = await execute({
      document: typed(document),
      variables: variables ?? {},
      operationName: operationName(document),
    });
    const error = result.errors?.length ? new CombinedGraphQLErrors(result) : undefined;
    if (error && errorPolicy === 'none') throw error;
    const data = result.data ?? undefined;
    if (data) {
      client.writeQuery({ query: document, variables, data });
      let byVariables = results.get(document);
      if (!byVariables) results.set(document, (byVariables = new Map()));
      byVariables.set(variablesKey(variables), data);
    }
    return error && errorPolicy === 'all' ? { data, error } : { data };
  }) as ApolloClient['query'];

  const readQuery = ((options, optimistic) =>
    results.get(options.query)?.get(variablesKey(options.variables)) ??
    ApolloClient.prototype.readQuery.call(client, options, optimistic)) as ApolloClient['readQuery'];

  return Object.assign(client, { query, readQuery });
}
