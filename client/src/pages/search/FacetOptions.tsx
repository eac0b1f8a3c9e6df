import { useId } from 'react';

export interface FacetOption<K extends string> {
  key: K;
  label: string;
  /** Activities left once this option is chosen (with every other filter kept); unknown while loading. */
  count?: number;
  /** A line under the label, read with the option. */
  hint?: string;
}

/**
 * One sidebar group of options (checkboxes, or radios for a single choice), each with how many activities it would
 * leave; an option that would leave none is disabled, unless it is the one chosen (so it can be unchosen).
 */
export function FacetOptions<K extends string>({
  legend,
  options,
  chosen,
  single = false,
  testId,
  onChange,
}: {
  legend: string;
  options: FacetOption<K>[];
  chosen: readonly K[];
  single?: boolean;
  testId?: string;
  onChange(next: K[]): void;
}) {
  const id = useId();
  return (
    <fieldset data-testid={testId}>
      <legend className="fs-6 fw-semibold">{legend}</legend>
      {options.map((option) => {
        const checked = chosen.includes(option.key);
        const empty = option.count === 0 && !checked;
        return (
          <div key={option.key} className="form-check">
            <input
              id={`${id}-${option.key}`}
              className="form-check-input"
              type={single ? 'radio' : 'checkbox'}
              name={single ? id : undefined}
              checked={checked}
              disabled={empty}
              data-count={option.count}
              aria-describedby={option.hint ? `${id}-${option.key}-hint` : undefined}
              onChange={(event) =>
                onChange(
                  single
                    ? [option.key]
                    : event.target.checked
                      ? [...chosen, option.key]
                      : chosen.filter((key) => key !== option.key),
                )
              }
            />
            <label
              className="form-check-label d-flex justify-content-between gap-2"
              htmlFor={`${id}-${option.key}`}
            >
              <span>{option.label}</span>
              {option.count !== undefined && (
                <span className="text-body-secondary small" data-testid="facet-count">
                  <span className="visually-hidden">(</span>
                  {option.count}
                  <span className="visually-hidden"> actividades)</span>
                </span>
              )}
            </label>
            {option.hint && (
              <div id={`${id}-${option.key}-hint`} className="form-text mt-0">
                {option.hint}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
