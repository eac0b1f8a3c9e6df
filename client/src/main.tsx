import 'bootstrap/dist/css/bootstrap.min.css';
import 'virtual:icons.css';
import './styles.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { createApolloClient } from './platform/apollo';
import { Providers, SessionEffects } from './app/App';
import { reportError } from './platform/errors';
import { routes } from './app/router';
import { sessionStore } from './platform/session';
import { restoreLanguage } from './i18n';
import { readPageState } from './ssr/hydration-state';
import { seedAnswers } from './ssr/answer-documents';

/** Loads the code of the lazy routes this address matches, so the first render equals the server's HTML. */
async function resolveLazyMatches(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches
      .filter((m) => typeof m.route.lazy === 'function')
      .map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
  );
}

/** Resolves once the browser has painted the server's HTML (the frame after the next one has begun). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function AfterHydration() {
  useEffect(() => {
    // Journeys (and anyone debugging a slow phone) can tell the server's HTML has come alive.
    document.documentElement.dataset.hydrated = 'true';
    void restoreLanguage();
  }, []);
  return null;
}

async function start(): Promise<void> {
  const state = readPageState(document);
  const client = createApolloClient({
    getToken: () => sessionStore.getState().token?.access,
    onError: (error, handling) =>
      reportError(error, handling, {
        navigate: (to, navState) => void router.navigate(to, { state: navState }),
        currentPath: () => {
          const { pathname, search, hash } = router.state.location;
          return pathname + search + hash;
        },
      }),
    state: state?.apollo,
  });
  // The server's HTML paints first: hydration (the longest script work of a page) waits for that frame, so on a
  // slow phone the content shows as soon as it and its CSS arrive, not after the scripts have run.
  if (state) {
    await Promise.all([resolveLazyMatches(routes), afterFirstPaint()]);
    seedAnswers(client.cache, state.answers);
  } else await restoreLanguage();
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  const app = (
    <StrictMode>
      <Providers client={client}>
        <SessionEffects client={client} hydrated={Boolean(state)} />
        {state && <AfterHydration />}
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // A public page arrives rendered (and its data in the state script): hydrate it. Private screens render here.
  // A mismatch would make React re-render the page in the browser: say so on the console (the journeys watch it).
  // Hydration as a transition yields to the browser every few milliseconds instead of one long task, so a slow
  // phone stays responsive (and paints) while the page comes alive.
  if (state)
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.error('[hidratación]', error) });
    });
  else createRoot(root).render(app);
}

void start();
