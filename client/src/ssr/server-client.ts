import {
  ApolloClient,
  ApolloLink,
  NetworkStatus,
  type DocumentNode,
  type InMemoryCache,
} from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { addTypenameToDocument, DocumentTransform } from '@apollo/client/utilities';
import { from } from 'rxjs';
import type { ExecuteOperation } from '../../../schema/page-render';
import { answerDocument, operationName } from './answer-documents';
import type { PageAnswer } from './hydration-state';

/** The documents as the cache stores them (with `__typename`), made once per document for every render. */
const withTypenames = new WeakMap<DocumentNode, DocumentNode>();

function typed(document: DocumentNode): DocumentNode {
  let found = withTypenames.get(document);
  if (!found) withTypenames.set(document, (found = addTypenameToDocument(document)));
  return found;
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

/** Apollo Client 4's hook wrappers (`wrapHook`): what `@apollo/client-react-streaming` uses to change a hook. */
const HOOK_WRAPPERS = Symbol.for('apollo.hook.wrappers');

type UseQuery = (query: DocumentNode, options?: unknown) => unknown;

/** Functions of a query result that only the browser calls (handlers, effects): never during a server render. */
const browserOnly = () => {
  throw new Error('Sólo en el navegador');
};

/**
 * `useQuery` during a server render of an operation a loader ran cleanly with the same variables: the loader's
 * answer as a complete result, without a watched query built and its result read back from the cache (a tenth of an
 * uncached activity page's CPU). The browser writes the same answer into its cache before hydrating (`answers`), so it
 * renders the same. Anything else (skipped, no-cache, other variables, a loader's partial answer) goes to Apollo Client.
 */
function loaderAnswers(client: ApolloClient, results: LoaderResults) {
  return (original: UseQuery): UseQuery =>
    (query, options) => {
      const { skip, fetchPolicy, variables } = (options ?? {}) as {
        skip?: boolean;
        fetchPolicy?: string;
        variables?: Record<string, unknown>;
      };
      const data =
        skip || fetchPolicy === 'no-cache' || fetchPolicy === 'standby'
          ? undefined
          : results.get(query)?.get(variablesKey(variables));
      if (!data?.clean) return original(query, options);
      return {
        data: data.data,
        dataState: 'complete',
        loading: false,
        networkStatus: NetworkStatus.ready,
        error: undefined,
        client,
        variables: variables ?? {},
        previousData: undefined,
        refetch: browserOnly,
        fetchMore: browserOnly,
        updateQuery: browserOnly,
        startPolling: browserOnly,
        stopPolling: browserOnly,
        subscribeToMore: browserOnly,
      };
    };
}

/** A loader's answer by document and variables; `clean`: without errors, and one the browser writes back. */
type LoaderResults = Map<DocumentNode, Map<string, { data: unknown; clean: boolean }>>;

function remember(
  results: LoaderResults,
  document: DocumentNode,
  variables: unknown,
  answer: { data: unknown; clean: boolean },
): void {
  let byVariables = results.get(document);
  if (!byVariables) results.set(document, (byVariables = new Map()));
  byVariables.set(variablesKey(variables), answer);
}

/**
 * The Apollo Client of one server render (GraphQL executed in-process by the host, anonymously).
 *
 * A loader's `query` runs its operation straight on the executor: for an operation sent once, the query manager and
 * its link chain are work for nothing. Its clean answer is not written into the cache either (normalising the
 * activity page's answer was a tenth of the page's CPU): the components' `useQuery` and the head's `readQuery` of that
 * operation answer it directly (`loaderAnswers`), and the page state carries it for the browser to write into its
 * own cache before hydrating (`answers`, answer-documents.ts). An answer with errors, or of a query the browser does
 * not list (the facets), still goes into the cache; a query no loader ran still reaches the executor through the
 * link. `createCache`: the app's one cache configuration.
 */
export function serverApolloClient(
  execute: ExecuteOperation,
  createCache: () => InMemoryCache,
): ApolloClient & { answers(): PageAnswer[] } {
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
  const results: LoaderResults = new Map();
  const answers: PageAnswer[] = [];
  (client as unknown as { queryManager: Record<symbol, unknown> }).queryManager[HOOK_WRAPPERS] = {
    useQuery: loaderAnswers(client, results),
  };

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
      const operation = operationName(document) ?? '';
      // Only what the browser can write back (its document is one it can find): anything else goes into the cache.
      const clean = !error && answerDocument(operation) === document;
      remember(results, document, variables, { data, clean });
      if (clean) answers.push({ operation, variables: variables ?? {}, data });
      else client.writeQuery({ query: document, variables, data });
    }
    return error && errorPolicy === 'all' ? { data, error } : { data };
  }) as ApolloClient['query'];

  const readQuery = ((options, optimistic) =>
    results.get(options.query)?.get(variablesKey(options.variables))?.data ??
    ApolloClient.prototype.readQuery.call(client, options, optimistic)) as ApolloClient['readQuery'];

  // Loaders run in parallel: in a fixed order, the same page is the same bytes (ETag).
  const sortedAnswers = () =>
    answers
      .map((answer) => ({ answer, key: `${answer.operation} ${variablesKey(answer.variables)}` }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ answer }) => answer);
  return Object.assign(client, { query, readQuery, answers: sortedAnswers });
}
