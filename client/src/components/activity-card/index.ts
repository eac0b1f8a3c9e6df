export { ActivityCard, type ActivityCardProps } from './ActivityCard';
export { BookmarkButton } from './BookmarkButton';
export { durationKey, formatAmount, formatPrice, formatRating } from './format';
export { PriceFrom } from './PriceFrom';
export { TagBadges } from './TagBadges';
export { useBookmarkToggle, useCanBookmark } from './use-bookmark';
