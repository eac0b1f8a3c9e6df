import { useTranslation } from '../../i18n';
import '../activity-card/activity-card.css';

/** A placeholder with the activity card's shape (same image box, so nothing moves when the data arrives). */
export function ActivityCardSkeleton() {
  return (
    <div
      className="card xp-activity-card h-100 placeholder-glow"
      aria-hidden="true"
      data-testid="activity-card-skeleton"
    >
      <div className="xp-activity-card-media placeholder bg-secondary-subtle" />
      <div className="card-body d-flex flex-column gap-2">
        <span className="placeholder col-4" />
        <span className="placeholder col-10 placeholder-lg" />
        <span className="placeholder col-7" />
        <span className="placeholder col-5" />
        <span className="placeholder col-8 mt-auto" />
      </div>
    </div>
  );
}

/** `count` placeholder cards, each in the grid column class the real cards use. */
export function ActivityCardSkeletons({
  count,
  columnClassName,
  announce = true,
}: {
  count: number;
  columnClassName: string;
  /** Tell screen readers 'Cargando…' (off when the placeholders stand for an empty list). */
  announce?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {announce && (
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
      )}
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={columnClassName}>
          <ActivityCardSkeleton />
        </div>
      ))}
    </>
  );
}
