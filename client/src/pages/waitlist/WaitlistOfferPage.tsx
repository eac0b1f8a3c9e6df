import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Placeholder } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { longDay } from '../../platform/calendar-words';
import { useToast } from '../../components/toasts';
import { inPlaceErrorContext, pageErrorContext } from '../../platform/apollo';
import { classifyError } from '../../platform/errors';
import { paths } from '../../platform/paths';
import { CartBookingsDocument } from '../../graphql/generated/graphql';
import {
  ClaimWaitlistOfferDocument,
  MyWaitlistDocument,
  WaitlistOfferDocument,
} from '../../graphql/generated/waitlist';
import { caracasTime, waitlistTexts as t } from './waitlist-texts';

/** `/waitlist/offer?token=…`, the link of the offer mail: the held seats, booked into the cart in one tap. */
export function WaitlistOfferPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const { data, loading, error } = useQuery(WaitlistOfferDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
    context: pageErrorContext,
  });
  const [claim, { loading: claiming }] = useMutation(ClaimWaitlistOfferDocument, {
    context: inPlaceErrorContext,
    refetchQueries: [CartBookingsDocument, MyWaitlistDocument],
  });
  const offer = data?.waitlistOffer;
  const open =
    offer?.status === 'offered' && offer.offerExpiresAt && new Date(offer.offerExpiresAt) > new Date();

  async function onBook() {
    try {
      await claim({ variables: { token } });
      toast.success(t.booked);
      navigate(paths.cart);
    } catch (failure) {
      const problem = classifyError(failure);
      if (problem.kind === 'other') toast.danger(t.failed, problem.message);
    }
  }

  return (
    <Card className="mx-auto" style={{ maxWidth: 560 }}>
      <Card.Body>
        <h1 className="h4 mb-3">{t.offerTitle}</h1>
        {loading ? (
          <Placeholder as="p" animation="glow" aria-busy="true">
            <Placeholder xs={10} />
          </Placeholder>
        ) : !token || error || !offer ? (
          <Alert variant="warning">{error ? classifyError(error).message : t.offerGone}</Alert>
        ) : (
          <>
            <p className="mb-1">
              <Link to={paths.activity(offer.activityId, offer.activitySlug)}>{offer.activityTitle}</Link>
            </p>
            <p className="text-body-secondary">
              {longDay(offer.date)} · {offer.startsAt}
            </p>
            {open ? (
              <>
                <p data-testid="waitlist-offer">
                  {t.offerBody(t.people(offer.participants), caracasTime(offer.offerExpiresAt!))}
                </p>
                <Button className="w-100" disabled={claiming} onClick={() => void onBook()}>
                  {t.book}
                </Button>
              </>
            ) : (
              <Alert variant="warning">{t.offerGone}</Alert>
            )}
          </>
        )}
        <p className="mt-3 mb-0 small">
          <Link to={paths.bookingsTab('waitlist')}>{t.myWaitlist}</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
