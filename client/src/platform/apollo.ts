import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { finalize } from 'rxjs';
import type { ErrorHandling } from './errors/error-catalogue';
import { loadingStore } from './loading/loading-store';

export interface ApolloClientOptions {
  /** The stored bearer token, read for every call. */
  getToken(): string | undefined;
  /** Applies the error catalogue to a failed operation. */
  onError?(error: unknown, handling: ErrorHandling): void;
  /** The cache the server rendered the page with: its queries are answered from it, not fetched again. */
  state?: NormalizedCacheObject;
}

/** How long after hydration `cache-and-network` queries read the server's cache only (no second request). */
const HYDRATION_WINDOW_MS = 1_000;

/** The one cache configuration, on the server (per request) and in the browser. */
export function createCache(options: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    ...options,
    typePolicies: {
      // A facet count's `id` is a category's or a destination's, not its own: normalized, category 1's count and
      // destination 1's would share one cache entry and overwrite each other. Kept inside its search result instead.
      IdFacetCount: { keyFields: false },
    },
  });
}

/** Operation context keys understood by the links below. */
export interface XploraOperationContext {
  /** See `ErrorHandling`; defaults to 'global'. */
  errorHandling?: ErrorHandling;
  /** Do not show the top loading bar (background polling). */
  quiet?: boolean;
}

/** Apollo Client with the bearer token, the global loading counter and the error catalogue. */
export function createApolloClient({ getToken, onError, state }: ApolloClientOptions): ApolloClient {
  const loading = new ApolloLink((operation, forward) => {
    if ((operation.getContext() as XploraOperationContext).quiet) return forward(operation);
    loadingStore.start();
    return forward(operation).pipe(finalize(() => loadingStore.stop()));
  });

  const errors = new ErrorLink(({ error, operation }) => {
    const { errorHandling = 'global' } = operation.getContext() as XploraOperationContext;
    onError?.(error, errorHandling);
  });

  const auth = new SetContextLink((prev) => {
    const token = getToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });

  const cache = createCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    link: ApolloLink.from([loading, errors, auth, new HttpLink({ uri: '/graphql' })]),
    cache,
    ...(state ? { ssrForceFetchDelay: HYDRATION_WINDOW_MS } : {}),
  });
}

/** Context for forms whose failures are input or credential problems: toast only, no logout or navigation. */
export const formErrorContext: XploraOperationContext = { errorHandling: 'message-only' };

/** Context for a page that shows the server's refusal as its own notice; session and network failures as usual. */
export const inPlaceErrorContext: XploraOperationContext = { errorHandling: 'in-place' };

/** Context for a page that shows its own failure in place (a link's landing page): no toast, no navigation. */
export const pageErrorContext: XploraOperationContext = { errorHandling: 'silent' };
