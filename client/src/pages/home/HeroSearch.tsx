import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { localCalendarDate } from '../../../../schema/validation/calendar-date';
import { SearchLookupsDocument } from '../../graphql/generated/graphql';
import { searchPath } from '../search/search-params';

/**
 * The home hero's three pickers (customer spec §2.4): category (name and description), city and a calendar from
 * today; 'Buscar' opens /search?cat=&location=&date=YYYY-MM-DD (empty choices are left out of the URL).
 */
export function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading } = useQuery(SearchLookupsDocument);
  const [category, setCategory] = useState('');
  const [city, setCity] = useState('');
  const [date, setDate] = useState('');
  const today = localCalendarDate(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      searchPath({
        categoryIds: category ? [category] : [],
        destinationId: city || undefined,
        date: date || undefined,
      }),
    );
  };

  return (
    <form
      className="xp-hero-search card shadow border-0"
      onSubmit={submit}
      aria-label={t('catalog.home.searchForm')}
      role="search"
    >
      <div className="card-body row g-3 align-items-end">
        <div className="col-12 col-md-4">
          <label htmlFor="hero-category" className="form-label mb-1">
            <span className="fw-semibold">{t('catalog.home.category')}</span>
            <span className="visually-hidden"> / </span>
            <span className="d-block small text-body-secondary">{t('catalog.home.categoryHint')}</span>
          </label>
          <select
            id="hero-category"
            className="form-select"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            aria-busy={loading || undefined}
          >
            <option value="">{t('catalog.home.anyCategory')}</option>
            {data?.activityCategories.map((item) => (
              <option key={item.id} value={item.id} title={item.description}>
                {item.description ? `${item.name} — ${item.description}` : item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6 col-md-3">
          <label htmlFor="hero-city" className="form-label mb-1">
            <span className="fw-semibold">{t('catalog.home.city')}</span>
            <span className="visually-hidden"> / </span>
            <span className="d-block small text-body-secondary">{t('catalog.home.cityHint')}</span>
          </label>
          <select
            id="hero-city"
            className="form-select"
            value={city}
            onChange={(event) => setCity(event.target.value)}
            aria-busy={loading || undefined}
          >
            <option value="">{t('catalog.home.anyCity')}</option>
            {data?.locations.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6 col-md-3">
          <label htmlFor="hero-date" className="form-label mb-1">
            <span className="fw-semibold">{t('catalog.home.date')}</span>
            <span className="visually-hidden"> / </span>
            <span className="d-block small text-body-secondary">{t('catalog.home.dateHint')}</span>
          </label>
          <input
            id="hero-date"
            type="date"
            className="form-control"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="col-12 col-md-2 d-grid">
          <button type="submit" className="btn btn-primary btn-lg">
            <i className="bi bi-search me-2" aria-hidden="true" />
            {t('catalog.home.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
