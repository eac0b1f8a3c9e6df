import type { FormEvent } from 'react';
import { paths } from '../../platform/paths';
import { SORTS, toSearchParams, type SearchState, type SortKey } from './search-params';

/**
 * "Ordenar por": a GET form over the search's own address, so the order lives in the URL (`sort`) and also works
 * before the page has hydrated (its button appears on keyboard focus); once hydrated, choosing submits.
 */
export function SortSelect({ state, onChange }: { state: SearchState; onChange(next: SearchState): void }) {
  const kept = [...toSearchParams({ ...state, sort: undefined }).entries()];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sort = String(new FormData(event.currentTarget).get('sort') ?? '');
    onChange({ ...state, sort: sort && sort !== 'recomendados' ? (sort as SortKey) : undefined });
  };
  return (
    <form method="get" action={paths.search} className="d-flex align-items-center gap-2" onSubmit={submit}>
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="search-sort" className="text-nowrap small mb-0">
        Ordenar por
      </label>
      <select
        id="search-sort"
        name="sort"
        className="form-select form-select-sm"
        value={state.sort ?? 'recomendados'}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        data-testid="search-sort"
      >
        {Object.entries(SORTS).map(([key, sort]) => (
          <option key={key} value={key}>
            {sort.label}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-sm btn-outline-secondary visually-hidden-focusable">
        Ordenar
      </button>
    </form>
  );
}
