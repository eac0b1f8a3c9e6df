import type { FormEvent } from 'react';
import { SORTS, type SortKey } from './search-params';

/**
 * "Ordenar por" of a list page (search, destination, category): a GET form over the page's own address, so the order
 * lives in the URL (`sort`, with the page's other parameters `kept`) and also works before the page has hydrated (its
 * button appears on keyboard focus); once hydrated, choosing submits through `onChange`.
 */
export function SortSelect({
  action,
  sort,
  kept = [],
  onChange,
}: {
  action: string;
  sort?: SortKey;
  kept?: [string, string][];
  onChange(sort: SortKey | undefined): void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('sort') ?? '');
    onChange(Object.hasOwn(SORTS, chosen) && chosen !== 'recomendados' ? (chosen as SortKey) : undefined);
  };
  return (
    <form method="get" action={action} className="d-flex align-items-center gap-2" onSubmit={submit}>
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="list-sort" className="text-nowrap small mb-0">
        Ordenar por
      </label>
      <select
        id="list-sort"
        name="sort"
        className="form-select form-select-sm"
        value={sort ?? 'recomendados'}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        data-testid="list-sort"
      >
        {Object.entries(SORTS).map(([key, option]) => (
          <option key={key} value={key}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-sm btn-outline-secondary visually-hidden-focusable">
        Ordenar
      </button>
    </form>
  );
}
