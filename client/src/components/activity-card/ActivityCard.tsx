import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../platform/paths';
import type { ActivityCard_ActivityFragment } from '../../graphql/generated/graphql';
import { RatingStars } from '../rating-stars';
import { BookmarkButton } from './BookmarkButton';
import { durationKey } from './format';
import { PriceFrom } from './PriceFrom';
import { TagBadges } from './TagBadges';
import './activity-card.css';

/** The thumbnail's intrinsic size (spec §7: 480×480 WebP), so the browser reserves the box before it loads. */
const THUMBNAIL_SIZE = 480;
/** A card is a full row on a phone, then 2, 3 or 4 per row (the grids' columns). */
const CARD_IMAGE_SIZES = '(min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw';
/** Compact on a phone: a 7.5rem picture beside the text (the 240 px rendition is enough). */
const COMPACT_IMAGE_SIZES = `(max-width: 575.98px) 7.5rem, ${CARD_IMAGE_SIZES.replace(', 100vw', ', 50vw')}`;

export interface ActivityCardProps {
  activity: ActivityCard_ActivityFragment;
  /** Above the fold (first row): load the picture at once; otherwise it is lazy-loaded. */
  eager?: boolean;
  /** Heading level of the title within the page (defaults to h3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /**
   * On a phone (below 576 px), a list row instead of a card: the picture beside the title, rating, duration and price,
   * so a results page shows several activities per screen.
   */
  compactOnPhone?: boolean;
}

/**
 * Activity card used by every list (customer spec §2.6): thumbnail, tag labels, category, title, rating with one
 * decimal, comments count, destination, duration, the customer's bookmark heart, and 'Desde $X.XX por persona'.
 * The whole card links to /activity/{id}/{slug}.
 */
export function ActivityCard({
  activity,
  eager = false,
  headingLevel = 3,
  compactOnPhone = false,
}: ActivityCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const cover = activity.cover[0];
  const href = paths.activity(activity.id, activity.slug);

  return (
    <article
      className={`card xp-activity-card h-100${compactOnPhone ? ' xp-activity-card-compact' : ''}`}
      data-testid="activity-card"
      data-activity-id={activity.id}
    >
      <div className="xp-activity-card-media">
        {cover ? (
          <img
            src={cover.thumbnail}
            srcSet={`${cover.small} 240w, ${cover.thumbnail} 480w`}
            sizes={compactOnPhone ? COMPACT_IMAGE_SIZES : CARD_IMAGE_SIZES}
            alt={cover.description || activity.title}
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <div className="d-flex h-100 align-items-center justify-content-center text-body-secondary">
            <i className="bi bi-image fs-1" aria-hidden="true" />
            <span className="visually-hidden">{t('catalog.card.noImage')}</span>
          </div>
        )}
        <TagBadges tags={activity.tags} className="xp-activity-card-tags" />
      </div>
      <BookmarkButton
        activityId={activity.id}
        bookmarked={activity.bookmarked}
        title={activity.title}
        className="xp-activity-card-bookmark"
      />
      <div className="card-body d-flex flex-column gap-1">
        <p className="small text-uppercase fw-semibold text-primary mb-0 xp-activity-card-category">
          {activity.category.name}
        </p>
        <Heading className="h6 card-title xp-activity-card-title mb-1">
          <Link to={href} className="stretched-link text-body text-decoration-none">
            {activity.title}
          </Link>
        </Heading>
        <div className="d-flex align-items-center gap-2 small">
          <RatingStars rating={activity.rating} />
          <span className="text-body-secondary">
            ({t('catalog.card.comments', { count: activity.commentsCount })})
          </span>
        </div>
        <ul className="list-unstyled small text-body-secondary mb-2">
          <li className="xp-activity-card-destination">
            <i className="bi bi-geo-alt me-1" aria-hidden="true" />
            <span className="visually-hidden">{t('catalog.card.destination')}: </span>
            {activity.destination.name}
          </li>
          <li>
            <i className="bi bi-clock me-1" aria-hidden="true" />
            <span className="visually-hidden">{t('catalog.card.duration')}: </span>
            {t(durationKey(activity.durationUnit), { count: activity.durationQuantity })}
          </li>
        </ul>
        <PriceFrom price={activity.basePrice} className="mt-auto mb-0 text-body-secondary" />
      </div>
    </article>
  );
}
