import { useQuery } from '@apollo/client/react';
import { isNotFoundError } from '../../platform/errors/classify-error';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router-dom';
import { slugify } from '../../../../schema/slug';
import type { XploraOperationContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { useSession } from '../../platform/session';
import { BookmarkButton, durationKey, PriceFrom, TagBadges } from '../../components/activity-card';
import { Gallery } from '../../components/gallery';
import { RatingStars } from '../../components/rating-stars';
import { ActivityDetailDocument, type ActivityDetailQuery } from '../../graphql/generated/graphql';
import {
  FaqSection,
  HighlightsSection,
  IncludedSection,
  ReviewsSection,
  UnsuitableSection,
} from './ActivitySections';
import { BookingPanelSlot } from './BookingPanelSlot';
import { isNotFoundData } from './activity-route';
import './activity.css';
import { HydrationIsland } from '../../components/hydration/HydrationIsland';
import { rememberViewed } from '../../platform/recently-viewed';
import { tileOf } from '../../components/activity-tile';
import { SimilarActivities } from './SimilarActivities';

const PENDING = 0;

/**
 * Activity detail /activity/:id/:slug (customer spec §2.6): tags, title, rating, comments, destination, participants,
 * the customer's wishlist toggle, gallery, description, included items, '¿Qué harás?', not-suitable-for, FAQ and
 * reviews, with the booking panel's slot beside them. Status 0 (visible only to its supplier and admins) shows the
 * 'Pendiente por Aprobación' banner over a striped page.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const { id = '', slug } = useParams();
  const navigate = useNavigate();
  // The server renders anonymously: its 404 is final for a visitor, but a pending activity is visible to its
  // supplier and to admins, so a signed-in user asks again with their own session once hydrated.
  const { user } = useSession();
  const notFound = isNotFoundData(useLoaderData()) && !user;
  const { data, error, refetch } = useQuery(ActivityDetailDocument, {
    variables: { id },
    skip: notFound,
    // Fresh bookmark flag and reviews on every visit; the cached copy shows meanwhile.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    // Not found is a page of its own, not a toast; other failures get the retry below.
    context: { errorHandling: 'silent' } satisfies XploraOperationContext,
  });
  const activity = data?.activity;

  // An old or mistyped slug: the canonical address replaces it.
  useEffect(() => {
    if (activity && slug !== activity.slug)
      navigate(paths.activity(activity.id, activity.slug), { replace: true });
  }, [activity, slug, navigate]);

  useEffect(() => {
    if (activity) document.title = `${activity.title} · Xplora`;
  }, [activity]);

  // "Vistas recientemente" on the home page: published activities only (a pending one is not for every visitor).
  useEffect(() => {
    if (activity && activity.status !== PENDING) rememberViewed(tileOf(activity));
  }, [activity]);

  if (notFound || (!activity && error)) {
    if (notFound || isNotFoundError(error)) {
      return (
        <section className="container py-5 text-center">
          <h1>{t('catalog.activity.notFound')}</h1>
          <p>{t('catalog.activity.notFoundBody')}</p>
          <Link to={paths.search} className="btn btn-primary">
            {t('catalog.activity.backToSearch')}
          </Link>
        </section>
      );
    }
    return (
      <section className="container py-5 text-center" role="alert">
        <h1 className="h3">{t('errors.generic')}</h1>
        <p>{t('errors.tryAgain')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          {t('errors.reload')}
        </button>
      </section>
    );
  }

  if (!activity) return <ActivityPageSkeleton />;
  return <ActivityView activity={activity} />;
}

function ActivityView({ activity }: { activity: ActivityDetailQuery['activity'] }) {
  const { t } = useTranslation();
  const pending = activity.status === PENDING;

  return (
    <div className={`xp-activity${pending ? ' xp-activity-pending' : ''}`} data-testid="activity-page">
      {pending && (
        <div className="xp-pending-banner alert alert-warning rounded-0 mb-0 text-center" role="status">
          <strong className="d-block fs-5">
            <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
            {t('catalog.activity.pending')}
          </strong>
          <span className="small">{t('catalog.activity.pendingBody')}</span>
        </div>
      )}
      <div className="container py-4">
        <nav aria-label={t('catalog.places.breadcrumb')}>
          <ol className="breadcrumb small mb-2">
            <li className="breadcrumb-item">
              <Link to={paths.home}>{t('catalog.places.home')}</Link>
            </li>
            <li className="breadcrumb-item">
              <Link to={paths.destination(slugify(activity.destination.name))}>
                {activity.destination.name}
              </Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {activity.title}
            </li>
          </ol>
        </nav>
        <header className="mb-4">
          <TagBadges tags={activity.tags} className="d-flex flex-wrap gap-1 mb-2" />
          <p className="small text-uppercase fw-semibold text-primary mb-1">{activity.category.name}</p>
          <h1 className="h2">{activity.title}</h1>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <span className="d-inline-flex align-items-center gap-2">
              <RatingStars rating={activity.rating} />
              <span className="text-body-secondary">
                ({t('catalog.card.comments', { count: activity.commentsCount })})
              </span>
            </span>
            <span>
              <i className="bi bi-geo-alt me-1" aria-hidden="true" />
              <span className="visually-hidden">{t('catalog.activity.destination')}: </span>
              {activity.destination.name}
            </span>
            <span>
              <i className="bi bi-people me-1" aria-hidden="true" />
              <span className="visually-hidden">{t('catalog.activity.participantsLabel')}: </span>
              {t('catalog.activity.participants', { count: activity.expectedParticipants })}
            </span>
            <span>
              <i className="bi bi-clock me-1" aria-hidden="true" />
              <span className="visually-hidden">{t('catalog.activity.duration')}: </span>
              {t(durationKey(activity.durationUnit), { count: activity.durationQuantity })}
            </span>
            <BookmarkButton
              activityId={activity.id}
              bookmarked={activity.bookmarked}
              variant="button"
              className="btn-sm ms-md-auto"
            />
          </div>
        </header>

        <div className="row g-4">
          <div className="col-12 col-lg-8">
            <HydrationIsland>
              <Gallery images={activity.gallery} title={activity.title} />
            </HydrationIsland>
            <p className="lead mt-4">{activity.summary}</p>
            <PriceFrom price={activity.basePrice} className="text-body-secondary" />

            <section className="mb-5" aria-labelledby="activity-description">
              <h2 id="activity-description" className="h4 mb-3">
                {t('catalog.activity.description')}
              </h2>
              {/* The only raw HTML on the site: sanitized by the server (sanitize-html) when it was saved. */}
              <div
                className="xp-activity-description"
                data-testid="activity-description"
                dangerouslySetInnerHTML={{ __html: activity.description }}
              />
              {activity.departureAddress && (
                <p className="mt-3 mb-0">
                  <i className="bi bi-signpost me-2" aria-hidden="true" />
                  <strong>{t('catalog.activity.departure')}:</strong> {activity.departureAddress}
                </p>
              )}
              <p className="small text-body-secondary mt-2 mb-0">
                {t('catalog.activity.supplier', { name: activity.supplier.tradeName })}
              </p>
            </section>

            <HydrationIsland>
              <IncludedSection details={activity.details} />
              <HighlightsSection details={activity.details} />
              <UnsuitableSection details={activity.details} />
              <FaqSection details={activity.details} />
            </HydrationIsland>
            <HydrationIsland>
              <ReviewsSection reviews={activity.reviews} />
            </HydrationIsland>
          </div>
          <div className="col-12 col-lg-4">
            <div className="xp-booking-aside">
              <HydrationIsland>
                <BookingPanelSlot activity={activity} />
              </HydrationIsland>
            </div>
          </div>
        </div>
      </div>
      {!pending && <SimilarActivities activityId={activity.id} />}
    </div>
  );
}

function ActivityPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="container py-4 placeholder-glow" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div aria-hidden="true">
        <span className="placeholder col-2 mb-2" />
        <span className="placeholder col-8 placeholder-lg d-block mb-3" style={{ height: '2rem' }} />
        <span className="placeholder col-5 d-block mb-4" />
        <div className="row g-4">
          <div className="col-12 col-lg-8">
            <div className="placeholder w-100 rounded-3 xp-gallery-main" />
            <span className="placeholder col-12 mt-4" />
            <span className="placeholder col-10" />
            <span className="placeholder col-11" />
          </div>
        </div>
      </div>
    </div>
  );
}
