import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Placeholder } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { longDay } from '../../platform/calendar-words';
import { useConfirm } from '../../components/confirm';
import { useToast } from '../../components/toasts';
import { inPlaceErrorContext } from '../../platform/apollo';
import { classifyError } from '../../platform/errors';
import { paths } from '../../platform/paths';
import {
  LeaveWaitlistDocument,
  MyWaitlistDocument,
  type WaitlistPlaceFieldsFragment,
} from '../../graphql/generated/waitlist';
import { caracasTime, waitlistTexts as t } from './waitlist-texts';

function PlaceCard({ place }: { place: WaitlistPlaceFieldsFragment }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [leave, { loading }] = useMutation(LeaveWaitlistDocument, {
    refetchQueries: [MyWaitlistDocument],
    awaitRefetchQueries: true,
    context: inPlaceErrorContext,
  });
  const onLeave = async () => {
    const ok = await confirm({
      title: t.leaveTitle,
      body: t.leaveBody,
      okText: t.leaveOk,
      cancelText: t.back,
      okVariant: 'danger',
    });
    if (!ok) return;
    try {
      await leave({ variables: { id: place.id } });
      toast.success(t.left);
    } catch (error) {
      const problem = classifyError(error);
      if (problem.kind === 'other') toast.danger(t.failed, problem.message);
    }
  };
  const offered = place.status === 'offered' && place.offerToken && place.offerExpiresAt;
  return (
    <Card className="mb-3" data-testid="waitlist-place">
      <Card.Body>
        <Card.Title as="h2" className="h6 mb-1">
          <Link to={paths.activity(place.activityId, place.activitySlug)}>{place.activityTitle}</Link>
        </Card.Title>
        <div className="text-body-secondary small mb-2">
          {longDay(place.date)} · {place.startsAt} · {t.people(place.participants)}
        </div>
        {offered ? (
          <Alert variant="success" className="py-2 mb-2">
            {t.offered(caracasTime(place.offerExpiresAt!))}
          </Alert>
        ) : (
          <Badge bg="secondary" className="mb-2">
            {t.waiting(place.position)}
          </Badge>
        )}
        <div className="d-flex flex-wrap gap-2">
          {offered && (
            <Link
              className="btn btn-primary"
              to={`/waitlist/offer?token=${encodeURIComponent(place.offerToken!)}`}
            >
              {t.book}
            </Link>
          )}
          <Button variant="outline-danger" disabled={loading} onClick={() => void onLeave()}>
            {t.leave}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

/** "Reservas → Lista de espera": the customer's places in full departures' lines. */
export function WaitlistTab() {
  const { data, loading, error } = useQuery(MyWaitlistDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data)
    return (
      <Placeholder as="div" animation="glow" aria-busy="true">
        <Placeholder xs={12} style={{ height: 96 }} />
      </Placeholder>
    );
  if (error && !data) return <Alert variant="danger">{t.loadFailed}</Alert>;
  const places = data?.myWaitlist ?? [];
  if (places.length === 0) return <p className="text-body-secondary">{t.empty}</p>;
  return (
    <div data-testid="waitlist-tab">
      {places.map((place) => (
        <PlaceCard key={place.id} place={place} />
      ))}
    </div>
  );
}
