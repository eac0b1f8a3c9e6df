import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { useTranslation } from '../../i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_PAGE_SIZE } from '../../../../schema/constants';
import { paths } from '../../platform/paths';
import { ActivityCard } from '../../components/activity-card';
import { ActivityCardSkeletons } from '../../components/skeleton';
import { SearchActivitiesDocument, SearchLookupsDocument } from '../../graphql/generated/graphql';
import {
  activeFilterCount,
  EMPTY_SEARCH,
  parsePage,
  parseSearch,
  searchVariables,
  toFilter,
  toSearchParams,
  type SearchState,
} from './search-params';
import { SortSelect } from './SortSelect';
import { SearchFilters } from './SearchFilters';
import { RESULT_COLUMN, SEARCH_FETCH_POLICY, SearchResultsPage } from './SearchResultsPage';
import { HydrationIsland } from '../../components/hydration/HydrationIsland';
import { facetCounts } from './facets';
import { SearchFacetsDocument } from '../../graphql/generated/discovery';
import './search.css';

/** History state of a search entry: how many pages 'Cargar más...' has shown (kept when coming back). */
interface SearchHistoryState {
  pages?: number;
}

/**
 * 'Buscar' (customer spec §2.5). Every filter lives in the URL (see search-params.ts): each change is a new history
 * entry, so a search can be shared and the back button restores the previous one. 8 results per page, 'Cargar
 * más...' appends the next page, the total found is announced, and choosing an origin adds 'en {origen}' to the
 * heading. Below the lg breakpoint the sidebar becomes an offcanvas opened by 'Filtros'.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const state = useMemo(() => parseSearch(params), [params]);
  const searchKey = toSearchParams(state).toString();
  // `page` in the address is the first page shown (a crawler follows 'Cargar más...' to it); the button appends.
  const startPage = parsePage(params);
  const pages = Math.max(1, (location.state as SearchHistoryState | null)?.pages ?? 1);

  const { data: lookups } = useQuery(SearchLookupsDocument);
  const { data, error } = useQuery(SearchActivitiesDocument, {
    variables: searchVariables(state, startPage),
    ...SEARCH_FETCH_POLICY,
  });
  const first = data?.activities;
  const { data: facetData } = useQuery(SearchFacetsDocument, {
    variables: { filter: toFilter(state) },
    ...SEARCH_FETCH_POLICY,
  });
  const found = facetData?.activities.facets;
  const facets = useMemo(() => (found ? facetCounts(found) : undefined), [found]);
  const lastPage = first?.lastPage ?? 1;
  const lastShown = Math.min(lastPage, startPage + pages - 1);
  const nextParams = toSearchParams(state);
  nextParams.set('page', String(lastShown + 1));
  const origin = state.originId ? lookups?.locations.find((l) => l.id === state.originId) : undefined;

  // The state last asked for: a second choice made before the first one's navigation has landed builds on it.
  const asked = useRef(state);
  useEffect(() => {
    asked.current = state;
  }, [state]);
  const show = (next: SearchState) => {
    asked.current = next;
    navigate(
      { pathname: paths.search, search: toSearchParams(next).toString() },
      { preventScrollReset: true },
    );
  };
  const update = (patch: Partial<SearchState>) => show({ ...asked.current, ...patch });

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, preventScrollReset: true, state: { pages: pages + 1 } satisfies SearchHistoryState },
    );
  };

  const submitText = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('s') ?? '').trim();
    update({ text: text || undefined });
  };

  const filterCount = activeFilterCount(state);
  // Every sidebar filter goes; the words searched and the chosen order stay (they are not in the sidebar).
  const clear = () => show({ ...EMPTY_SEARCH, text: asked.current.text, sort: asked.current.sort });
  const showCount = (count: number) =>
    count === 0 ? 'Sin actividades' : count === 1 ? 'Ver 1 actividad' : `Ver ${count} actividades`;

  return (
    <div className="container py-4 py-lg-5">
      <h1 className="h2 mb-3">
        {t('catalog.search.title')}
        {origin && (
          <span className="text-body-secondary">
            {' '}
            {t('catalog.search.inLocation', { location: origin.name })}
          </span>
        )}
      </h1>

      <div className="d-flex gap-2 mb-4">
        <form role="search" className="flex-grow-1" onSubmit={submitText} key={state.text ?? ''}>
          <label htmlFor="search-text" className="visually-hidden">
            {t('catalog.search.text')}
          </label>
          <div className="input-group">
            <input
              id="search-text"
              name="s"
              type="search"
              className="form-control"
              defaultValue={state.text ?? ''}
              placeholder={t('catalog.search.textPlaceholder')}
              maxLength={124}
              enterKeyHint="search"
            />
            <button type="submit" className="btn btn-primary">
              <i className="bi bi-search" aria-hidden="true" />
              <span className="ms-2 d-none d-sm-inline">{t('catalog.search.submitText')}</span>
              <span className="visually-hidden d-sm-none">{t('catalog.search.submitText')}</span>
            </button>
          </div>
        </form>
        <button
          type="button"
          className="btn btn-outline-primary d-lg-none text-nowrap"
          onClick={() => setFiltersOpen(true)}
          aria-controls="search-filters"
          aria-expanded={filtersOpen}
        >
          <i className="bi bi-funnel me-1" aria-hidden="true" />
          {t('catalog.search.showFilters')}
          {filterCount > 0 && <span className="badge text-bg-primary ms-1">{filterCount}</span>}
        </button>
      </div>

      <div className="row g-4">
        <aside className="col-lg-3" aria-label={t('catalog.search.filters')}>
          <HydrationIsland>
            <Offcanvas
              show={filtersOpen}
              onHide={() => setFiltersOpen(false)}
              responsive="lg"
              placement="start"
              id="search-filters"
              className="xp-filters-sheet"
              aria-labelledby="search-filters-title"
            >
              <Offcanvas.Header closeButton closeLabel={t('common.close')}>
                <Offcanvas.Title as="h2" id="search-filters-title" className="h5">
                  {t('catalog.search.filters')}
                </Offcanvas.Title>
              </Offcanvas.Header>
              <Offcanvas.Body className="flex-column">
                <h2 className="h5 d-none d-lg-block">{t('catalog.search.filters')}</h2>
                <SearchFilters state={state} lookups={lookups} facets={facets} onChange={update} />
                {filterCount > 0 && (
                  <button
                    type="button"
                    className="btn btn-link px-0 mt-3 align-self-start d-none d-lg-inline-block"
                    onClick={clear}
                  >
                    {t('catalog.search.clear')}
                  </button>
                )}
              </Offcanvas.Body>
              <div className="xp-filters-sheet-footer d-flex gap-2 p-3 border-top d-lg-none">
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={clear}
                  disabled={filterCount === 0}
                >
                  {t('catalog.search.clear')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary flex-grow-1"
                  onClick={() => setFiltersOpen(false)}
                  data-testid="show-results"
                >
                  {first ? showCount(first.total) : t('common.loading')}
                </button>
              </div>
            </Offcanvas>
          </HydrationIsland>
        </aside>

        <section className="col-lg-9" aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="visually-hidden">
            {t('catalog.search.results')}
          </h2>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <p
              className="text-body-secondary mb-0"
              role="status"
              aria-live="polite"
              data-testid="search-total"
            >
              {first ? t('catalog.search.found', { count: first.total }) : error ? '' : t('common.loading')}
            </p>
            <SortSelect
              action={paths.search}
              sort={state.sort}
              kept={[...toSearchParams({ ...state, sort: undefined }).entries()]}
              onChange={(sort) => update({ sort })}
            />
          </div>
          <HydrationIsland>
            <div
              className="row g-2 g-sm-4"
              key={searchKey}
              aria-busy={!first || undefined}
              data-testid="search-results"
            >
              {first ? (
                first.items.map((activity, index) => (
                  <div key={activity.id} className={RESULT_COLUMN}>
                    <ActivityCard activity={activity} eager={index < 4} compactOnPhone />
                  </div>
                ))
              ) : (
                <ActivityCardSkeletons count={SEARCH_PAGE_SIZE} columnClassName={RESULT_COLUMN} />
              )}
              {first &&
                Array.from({ length: lastShown - startPage }, (_, index) => (
                  <SearchResultsPage key={startPage + index + 1} state={state} page={startPage + index + 1} />
                ))}
            </div>
          </HydrationIsland>

          {first?.total === 0 && <p className="mt-3">{t('catalog.search.noResults')}</p>}

          {first && lastShown < lastPage && (
            <div className="text-center mt-4">
              <a
                href={`${paths.search}?${nextParams.toString()}`}
                role="button"
                className="btn btn-outline-primary px-4"
                onClick={loadMore}
              >
                {t('catalog.search.loadMore')}
              </a>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
