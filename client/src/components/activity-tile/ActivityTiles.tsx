import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { paths } from '../../platform/paths';
import type { ViewedActivity } from '../../platform/recently-viewed';
import { durationKey, formatPrice, formatRating } from '../activity-card';
import './activity-tiles.css';

/** What a tile shows of an activity: what "Vistas recientemente" keeps of each. */
export type ActivityTile = ViewedActivity;

/** Any activity read with a tile's fields and its cover's 240×240 rendition (`cover: images(limit: 1) { small }`). */
export function tileOf(
  activity: Omit<ActivityTile, 'image'> & { cover: readonly { small: string }[] },
): ActivityTile {
  return {
    id: activity.id,
    slug: activity.slug,
    title: activity.title,
    image: activity.cover[0]?.small,
    basePrice: activity.basePrice,
    rating: activity.rating,
    durationQuantity: activity.durationQuantity,
    durationUnit: activity.durationUnit,
  };
}

/**
 * A row of small activity tiles (picture, title, rating, duration, price) that scrolls sideways on a phone:
 * "Vistas recientemente" and "Actividades similares".
 */
export function ActivityTiles({ items, testId }: { items: ActivityTile[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="xp-tiles list-unstyled d-flex gap-3 mb-0" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="xp-tile card" data-testid="activity-tile" data-activity-id={item.id}>
          {item.image ? (
            <img src={item.image} alt="" width={240} height={240} loading="lazy" decoding="async" />
          ) : (
            <div className="xp-tile-blank" aria-hidden="true" />
          )}
          <div className="card-body p-2 d-flex flex-column gap-1 small">
            <Link
              to={paths.activity(item.id, item.slug)}
              className="stretched-link text-body fw-semibold text-decoration-none xp-tile-title"
            >
              {item.title}
            </Link>
            <span>
              <i className="bi bi-star-fill xp-tile-star me-1" aria-hidden="true" />
              <span className="visually-hidden">
                {t('catalog.card.rating', { rating: formatRating(item.rating) })}
              </span>
              <span aria-hidden="true">{formatRating(item.rating)}</span>
            </span>
            <span className="text-body-secondary">
              <i className="bi bi-clock me-1" aria-hidden="true" />
              <span className="visually-hidden">{t('catalog.card.duration')}: </span>
              {t(durationKey(item.durationUnit), { count: item.durationQuantity })}
            </span>
            <strong className="mt-auto">{formatPrice(item.basePrice)}</strong>
          </div>
        </li>
      ))}
    </ul>
  );
}
