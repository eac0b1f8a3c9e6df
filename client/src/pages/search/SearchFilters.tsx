import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { ValidationError } from 'yup';
import { activityFilterSchema } from '../../../../schema/validation/activity-search';
import type { SearchLookupsQuery } from '../../graphql/generated/graphql';
import { dayAfter, todayInCaracas, weekendRange } from '../../../../schema/validation/calendar-date';
import {
  DURATIONS,
  RATINGS,
  TIMES_OF_DAY,
  type DurationKey,
  type RatingKey,
  type SearchState,
  type TimeOfDayKey,
} from './search-params';
import { FacetOptions } from './FacetOptions';
import {
  chosenPriceRange,
  DURATION_LABELS,
  priceRangeFilter,
  priceRangeLabel,
  RATING_LABELS,
  TIME_OF_DAY_LABELS,
} from './filter-labels';
import { PRICE_RANGES } from '../../../../schema/price-ranges';
import type { FacetCounts } from './facets';

const priceSchema = activityFilterSchema.pick(['minPrice', 'maxPrice']);

type PriceErrors = Partial<Record<'minPrice' | 'maxPrice', string>>;

function toNumber(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

/** Canonical URL form of a price input: '12', '12.5' (at most 2 decimals). */
function toPriceParam(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  return String(Math.round(Number(value) * 100) / 100);
}

/** Checks the two price inputs with the shared schema; returns its Spanish messages per field. */
function validatePrices(min: string, max: string): PriceErrors {
  try {
    priceSchema.validateSync({ minPrice: toNumber(min), maxPrice: toNumber(max) }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: PriceErrors = {};
    for (const item of error.inner.length ? error.inner : [error]) {
      const path = item.path === 'maxPrice' ? 'maxPrice' : 'minPrice';
      errors[path] ??= item.message;
    }
    return errors;
  }
}

/** A place of the origin or destination select, with how many activities choosing it would leave (none: disabled). */
function LocationOption({
  location,
  count,
  chosen,
}: {
  location: { id: string; name: string };
  count?: number;
  chosen: boolean;
}) {
  return (
    <option value={location.id} disabled={count === 0 && !chosen}>
      {count === undefined ? location.name : `${location.name} (${count})`}
    </option>
  );
}

/**
 * The search sidebar (customer spec §2.5): origin and destination, start date with 'Hoy', 'Mañana' and 'Este fin de
 * semana', people, duration, rating, categories, time of day, guide language, free cancellation, attributes (name and
 * description) and the price range. Origins, destinations and the option groups show how many activities each choice would
 * leave (the server's facets) and disable those that would leave none. Every change goes to the URL at once, except
 * the prices, which are applied together after validation.
 */
export function SearchFilters({
  state,
  lookups,
  facets,
  onChange,
}: {
  state: SearchState;
  lookups?: SearchLookupsQuery;
  /** How many activities each option would leave; absent while loading. */
  facets?: FacetCounts;
  /** The filters changed (the others stay as they are). */
  onChange(patch: Partial<SearchState>): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Days in Caracas, whatever the browser's time zone.
  const today = todayInCaracas();
  const tomorrow = dayAfter(today, 1);
  const weekend = weekendRange(today);
  const isWeekend = state.from === weekend.from && state.to === weekend.to;
  const [minPrice, setMinPrice] = useState(state.minPrice ?? '');
  const [maxPrice, setMaxPrice] = useState(state.maxPrice ?? '');
  const [priceErrors, setPriceErrors] = useState<PriceErrors>({});

  // The URL changed (back button, shared link, 'Limpiar filtros'): the price inputs follow it.
  useEffect(() => {
    setMinPrice(state.minPrice ?? '');
    setMaxPrice(state.maxPrice ?? '');
    setPriceErrors({});
  }, [state.minPrice, state.maxPrice]);

  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const errors = validatePrices(minPrice, maxPrice);
    setPriceErrors(errors);
    if (errors.minPrice || errors.maxPrice) return;
    onChange({ minPrice: toPriceParam(minPrice), maxPrice: toPriceParam(maxPrice) });
  };

  const locations = lookups?.locations ?? [];
  const priceRange = chosenPriceRange(state);

  return (
    <div className="xp-search-filters d-flex flex-column gap-4">
      <div className="row g-2">
        <div className="col-6 col-lg-12">
          <label htmlFor={`${id}-origin`} className="form-label fw-semibold">
            {t('catalog.search.origin')}
          </label>
          <select
            id={`${id}-origin`}
            className="form-select"
            value={state.originId ?? ''}
            onChange={(event) => onChange({ originId: event.target.value || undefined })}
          >
            <option value="">{t('catalog.search.anyLocation')}</option>
            {locations.map((item) => (
              <LocationOption
                key={item.id}
                location={item}
                count={facets && (facets.origins[item.id] ?? 0)}
                chosen={item.id === state.originId}
              />
            ))}
          </select>
        </div>
        <div className="col-6 col-lg-12">
          <label htmlFor={`${id}-destination`} className="form-label fw-semibold">
            {t('catalog.search.destination')}
          </label>
          <select
            id={`${id}-destination`}
            className="form-select"
            value={state.destinationId ?? ''}
            onChange={(event) => onChange({ destinationId: event.target.value || undefined })}
          >
            <option value="">{t('catalog.search.anyLocation')}</option>
            {locations.map((item) => (
              <LocationOption
                key={item.id}
                location={item}
                count={facets && (facets.destinations[item.id] ?? 0)}
                chosen={item.id === state.destinationId}
              />
            ))}
          </select>
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-date`} className="form-label fw-semibold">
          {t('catalog.search.startDate')}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className="form-control"
          min={today}
          value={state.date ?? ''}
          onChange={(event) =>
            onChange({ date: event.target.value || undefined, from: undefined, to: undefined })
          }
        />
        <div className="d-flex flex-wrap gap-2 mt-2">
          <button
            type="button"
            className={`btn btn-sm ${state.date === today ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={state.date === today}
            onClick={() => onChange({ date: today, from: undefined, to: undefined })}
          >
            {t('catalog.search.today')}
          </button>
          <button
            type="button"
            className={`btn btn-sm ${state.date === tomorrow ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={state.date === tomorrow}
            onClick={() => onChange({ date: tomorrow, from: undefined, to: undefined })}
          >
            {t('catalog.search.tomorrow')}
          </button>
          <button
            type="button"
            className={`btn btn-sm ${isWeekend ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={isWeekend}
            onClick={() => onChange({ date: undefined, ...weekend })}
          >
            Este fin de semana
          </button>
          {(state.date || state.from || state.to) && (
            <button
              type="button"
              className="btn btn-sm btn-link"
              onClick={() => onChange({ date: undefined, from: undefined, to: undefined })}
            >
              {t('catalog.search.anyDate')}
            </button>
          )}
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-people`} className="form-label fw-semibold">
          Personas
        </label>
        <select
          id={`${id}-people`}
          className="form-select"
          value={state.people ?? ''}
          onChange={(event) => onChange({ people: event.target.value || undefined })}
        >
          <option value="">Cualquier cantidad</option>
          {Array.from({ length: 10 }, (_, i) => String(i + 1)).map((n) => (
            <option key={n} value={n}>
              {n === '1' ? '1 persona' : `${n} personas`}
            </option>
          ))}
        </select>
      </div>

      <FacetOptions<DurationKey>
        legend="Duración"
        testId="filter-duration"
        options={(Object.keys(DURATIONS) as DurationKey[]).map((key) => ({
          key,
          label: DURATION_LABELS[key],
          count: facets?.durations[key],
        }))}
        chosen={state.durations}
        onChange={(durations) => onChange({ durations })}
      />

      <FacetOptions<RatingKey | 'any'>
        legend="Valoración"
        testId="filter-rating"
        single
        options={[
          { key: 'any', label: 'Cualquier valoración' },
          ...(Object.keys(RATINGS) as RatingKey[]).map((key) => ({
            key,
            label: RATING_LABELS[key],
            count: facets?.ratings[key],
          })),
        ]}
        chosen={[state.rating ?? 'any']}
        onChange={([rating]) => onChange({ rating: rating === 'any' ? undefined : rating })}
      />

      <FacetOptions
        legend={t('catalog.search.categories')}
        testId="filter-category"
        options={(lookups?.activityCategories ?? []).map((category) => ({
          key: category.id,
          label: category.name,
          count: facets && (facets.categories[category.id] ?? 0),
        }))}
        chosen={state.categoryIds}
        onChange={(categoryIds) => onChange({ categoryIds })}
      />

      <FacetOptions<TimeOfDayKey>
        legend="Momento del día"
        testId="filter-time"
        options={(Object.keys(TIMES_OF_DAY) as TimeOfDayKey[]).map((key) => ({
          key,
          label: TIME_OF_DAY_LABELS[key],
          count: facets?.timesOfDay[key],
        }))}
        chosen={state.timesOfDay}
        onChange={(timesOfDay) => onChange({ timesOfDay })}
      />

      <FacetOptions
        legend="Idioma del guía"
        testId="filter-language"
        options={(lookups?.languages ?? []).map((language) => ({
          key: language.abbr.toLowerCase(),
          label: language.name,
          count: facets && (facets.languages[language.abbr.toLowerCase()] ?? 0),
        }))}
        chosen={state.languages}
        onChange={(languages) => onChange({ languages: [...languages].sort() })}
      />

      <FacetOptions<'free'>
        legend="Cancelación"
        testId="filter-cancellation"
        options={[{ key: 'free', label: 'Cancelación gratuita', count: facets?.freeCancellation }]}
        chosen={state.freeCancellation ? ['free'] : []}
        onChange={(chosen) => onChange({ freeCancellation: chosen.length ? true : undefined })}
      />

      <FacetOptions
        legend={t('catalog.search.attributes')}
        testId="filter-attribute"
        options={(lookups?.activityAttributes ?? []).map((attribute) => ({
          key: attribute.id,
          label: attribute.name,
          hint: attribute.description || undefined,
          count: facets && (facets.attributes[attribute.id] ?? 0),
        }))}
        chosen={state.attributeIds}
        onChange={(attributeIds) => onChange({ attributeIds })}
      />

      <FacetOptions<string>
        legend={t('catalog.search.price')}
        testId="filter-price"
        single
        options={[
          { key: 'any', label: 'Cualquier precio' },
          ...PRICE_RANGES.map((range, index) => ({
            key: String(index),
            label: priceRangeLabel(range),
            count: facets?.priceRanges[index],
          })),
        ]}
        chosen={[
          priceRange === undefined
            ? (state.minPrice ?? state.maxPrice)
              ? 'own'
              : 'any'
            : String(priceRange),
        ]}
        onChange={([key]) =>
          onChange(
            key === 'any'
              ? { minPrice: undefined, maxPrice: undefined }
              : priceRangeFilter(PRICE_RANGES[Number(key)]!),
          )
        }
      />

      <form onSubmit={applyPrices} noValidate aria-labelledby={`${id}-price`}>
        <p id={`${id}-price`} className="small fw-semibold mb-2">
          Otro rango
        </p>
        <div className="row g-2">
          <div className="col-6">
            <label htmlFor={`${id}-min`} className="form-label small">
              {t('catalog.search.minPrice')}
            </label>
            <input
              id={`${id}-min`}
              type="number"
              inputMode="decimal"
              min={1}
              step="0.01"
              className={`form-control${priceErrors.minPrice ? ' is-invalid' : ''}`}
              value={minPrice}
              onChange={(event) => setMinPrice(event.target.value)}
              aria-invalid={Boolean(priceErrors.minPrice) || undefined}
              aria-describedby={priceErrors.minPrice ? `${id}-min-error` : undefined}
            />
            {priceErrors.minPrice && (
              <div id={`${id}-min-error`} className="invalid-feedback">
                {priceErrors.minPrice}
              </div>
            )}
          </div>
          <div className="col-6">
            <label htmlFor={`${id}-max`} className="form-label small">
              {t('catalog.search.maxPrice')}
            </label>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="decimal"
              min={1}
              step="0.01"
              className={`form-control${priceErrors.maxPrice ? ' is-invalid' : ''}`}
              value={maxPrice}
              onChange={(event) => setMaxPrice(event.target.value)}
              aria-invalid={Boolean(priceErrors.maxPrice) || undefined}
              aria-describedby={priceErrors.maxPrice ? `${id}-max-error` : undefined}
            />
            {priceErrors.maxPrice && (
              <div id={`${id}-max-error`} className="invalid-feedback">
                {priceErrors.maxPrice}
              </div>
            )}
          </div>
        </div>
        <button type="submit" className="btn btn-outline-primary btn-sm mt-2">
          {t('catalog.search.applyPrice')}
        </button>
      </form>
    </div>
  );
}
