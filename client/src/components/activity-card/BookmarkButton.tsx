import { useTranslation } from '../../i18n';
import { useBookmarkToggle, useCanBookmark } from './use-bookmark';

/**
 * The heart that adds an activity to Favoritos or removes it. Renders nothing for visitors (and staff), so only
 * customers ever see a bookmark control. `variant="button"` is the labelled button of the activity page.
 */
export function BookmarkButton({
  activityId,
  bookmarked,
  title,
  variant = 'icon',
  className = '',
}: {
  activityId: string;
  bookmarked: boolean;
  /** The activity's title, so each heart has a distinct accessible name in a grid. */
  title?: string;
  variant?: 'icon' | 'button';
  className?: string;
}) {
  const { t } = useTranslation();
  const canBookmark = useCanBookmark();
  const { toggle } = useBookmarkToggle();
  if (!canBookmark) return null;

  const action = bookmarked ? t('catalog.bookmark.remove') : t('catalog.bookmark.add');
  const icon = <i className={`bi ${bookmarked ? 'bi-heart-fill' : 'bi-heart'}`} aria-hidden="true" />;
  const onClick = () => void toggle(activityId, bookmarked);

  if (variant === 'button') {
    return (
      <button
        type="button"
        className={`btn ${bookmarked ? 'btn-danger' : 'btn-outline-danger'} ${className}`}
        onClick={onClick}
        data-testid="bookmark-toggle"
        data-bookmarked={bookmarked}
      >
        {icon}
        <span className="ms-2">{action}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`xp-bookmark-button ${className}`}
      aria-label={title ? `${action}: ${title}` : action}
      title={action}
      onClick={onClick}
      data-testid="bookmark-toggle"
      data-bookmarked={bookmarked}
    >
      {icon}
    </button>
  );
}
