import { useTranslation } from '../../i18n';
import { RatingStars } from '../../components/rating-stars';
import type { ActivityDetailQuery } from '../../graphql/generated/graphql';
import { FaqAccordion } from '../help/FaqAccordion';
import { monthYear } from '../../platform/calendar-words';

type Detail = ActivityDetailQuery['activity']['details'][number];
type Review = ActivityDetailQuery['activity']['reviews'][number];

/** 'Qué incluye': the attributes the supplier answered yes to. */
export function IncludedSection({ details }: { details: readonly Detail[] }) {
  const { t } = useTranslation();
  const included = details.filter((d) => d.type === 'Attribute' && d.value === true);
  if (included.length === 0) return null;
  return (
    <section className="mb-5" aria-labelledby="activity-included">
      <h2 id="activity-included" className="h4 mb-3">
        {t('catalog.activity.included')}
      </h2>
      <ul className="row g-2 list-unstyled mb-0" data-testid="activity-included">
        {included.map((item) => (
          <li key={item.id} className="col-12 col-sm-6 d-flex gap-2">
            <i className="bi bi-check-circle-fill text-success" aria-hidden="true" />
            <span>
              {item.title}
              {item.description && (
                <span className="d-block small text-body-secondary">{item.description}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** '¿Qué harás?': the steps in order, the first marked as the start and the last as the end. */
export function HighlightsSection({ details }: { details: readonly Detail[] }) {
  const { t } = useTranslation();
  const steps = details.filter((d) => d.type === 'Highlight');
  if (steps.length === 0) return null;
  return (
    <section className="mb-5" aria-labelledby="activity-highlights">
      <h2 id="activity-highlights" className="h4 mb-3">
        {t('catalog.activity.whatYouWillDo')}
      </h2>
      <ol className="xp-steps list-unstyled mb-0" data-testid="activity-highlights">
        {steps.map((step, index) => {
          const marker =
            index === 0
              ? t('catalog.activity.start')
              : index === steps.length - 1
                ? t('catalog.activity.end')
                : undefined;
          return (
            <li key={step.id} className={`xp-step${marker ? ' is-marked' : ''}`}>
              <span className="xp-step-dot" aria-hidden="true" />
              <div>
                {marker && <span className="badge text-bg-primary me-2">{marker}</span>}
                <strong>{step.title}</strong>
                {step.description && <p className="mb-0 text-body-secondary">{step.description}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** 'No apto para'. */
export function UnsuitableSection({ details }: { details: readonly Detail[] }) {
  const { t } = useTranslation();
  const items = details.filter((d) => d.type === 'Unsuitable');
  if (items.length === 0) return null;
  return (
    <section className="mb-5" aria-labelledby="activity-unsuitable">
      <h2 id="activity-unsuitable" className="h4 mb-3">
        {t('catalog.activity.unsuitable')}
      </h2>
      <ul className="list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.id} className="d-flex gap-2 mb-1">
            <i className="bi bi-x-circle text-danger" aria-hidden="true" />
            <span>
              {item.title}
              {item.description && (
                <span className="d-block small text-body-secondary">{item.description}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Frequently asked questions (question details: title = question, description = answer). */
export function FaqSection({ details }: { details: readonly Detail[] }) {
  const { t } = useTranslation();
  const items = details
    .filter((d) => d.type === 'Question')
    .map((d) => ({ q: d.title, a: d.description ?? '' }));
  if (items.length === 0) return null;
  return (
    <section className="mb-5" aria-labelledby="activity-faq">
      <h2 id="activity-faq" className="h4 mb-3">
        {t('catalog.activity.faq')}
      </h2>
      <FaqAccordion items={items} idPrefix="activity-faq" />
    </section>
  );
}

/** Reviews: reviewer's name, month and year, rating, title and message (customer spec §2.6). */
export function ReviewsSection({ reviews }: { reviews: readonly Review[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="mb-5" aria-labelledby="activity-reviews">
      <h2 id="activity-reviews" className="h4 mb-3">
        {t('catalog.activity.reviews')}
      </h2>
      {reviews.length === 0 ? (
        <p className="text-body-secondary">{t('catalog.activity.noReviews')}</p>
      ) : (
        <ul className="list-unstyled mb-0" data-testid="activity-reviews">
          {reviews.map((review) => (
            <li key={review.id} className="border-bottom py-3">
              <article>
                <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                  <i className="bi bi-person-circle fs-4 text-body-secondary" aria-hidden="true" />
                  <span className="fw-semibold">{review.personName}</span>
                  <time className="small text-body-secondary" dateTime={review.createdAt}>
                    {monthYear(review.createdAt, i18n.language)}
                  </time>
                </div>
                <RatingStars rating={review.rating} showValue={false} className="small" />
                <h3 className="h6 mt-2 mb-1">{review.title}</h3>
                <p className="mb-0">{review.message}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
