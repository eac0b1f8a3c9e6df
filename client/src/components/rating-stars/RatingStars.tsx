import { useTranslation } from '../../i18n';
import { formatRating } from '../activity-card/format';
import './rating-stars.css';

const STARS = [1, 2, 3, 4, 5] as const;

function starIcon(position: number, rating: number): string {
  if (rating >= position - 0.25) return 'bi-star-fill';
  if (rating >= position - 0.75) return 'bi-star-half';
  return 'bi-star';
}

/**
 * Five stars for a 0–5 average (halves rounded to the nearest quarter) and, unless `showValue` is false, the value
 * with one decimal. Screen readers hear 'Valoración 4.5 de 5' once instead of five icons.
 */
export function RatingStars({
  rating,
  showValue = true,
  className = '',
}: {
  rating: number;
  showValue?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const value = formatRating(rating);
  return (
    <span
      className={`xp-rating d-inline-flex align-items-center gap-1 ${className}`}
      role="img"
      aria-label={t('catalog.card.rating', { rating: value })}
    >
      <span className="xp-rating-stars" aria-hidden="true">
        {STARS.map((position) => (
          <i key={position} className={`bi ${starIcon(position, rating)}`} />
        ))}
      </span>
      {showValue && (
        <span className="xp-rating-value fw-semibold" aria-hidden="true">
          {value}
        </span>
      )}
    </span>
  );
}
