import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import type { OrderReview_BookingFragment, ReviewStatus } from '../../graphql/generated/graphql';
import { ReviewDialog } from './ReviewDialog';

const STATE: Record<ReviewStatus, { label: string; bg: string }> = {
  Pending: { label: 'En revisión', bg: 'secondary' },
  Published: { label: 'Publicada', bg: 'success' },
  Hidden: { label: 'No publicada', bg: 'dark' },
};

/** Procesado tab: 'Escribir opinión' while the customer may review, then 'Opinión enviada' with its state. */
export function ReviewAction({
  booking,
  activityTitle,
}: {
  booking: OrderReview_BookingFragment;
  activityTitle: string;
}) {
  const [writing, setWriting] = useState(false);
  if (booking.review) {
    const state = STATE[booking.review.status];
    return (
      <div className="mt-3 d-flex align-items-center gap-2 flex-wrap" data-testid="review-sent">
        <span>
          <i className="bi bi-chat-square-text me-1" aria-hidden="true" />
          Opinión enviada
        </span>
        <Badge bg={state.bg}>{state.label}</Badge>
      </div>
    );
  }
  if (!booking.reviewable) return null;
  return (
    <>
      <Button variant="outline-primary" className="mt-3" onClick={() => setWriting(true)}>
        <i className="bi bi-star me-1" aria-hidden="true" />
        Escribir opinión
      </Button>
      {writing && (
        <ReviewDialog bookingId={booking.id} activityTitle={activityTitle} onHide={() => setWriting(false)} />
      )}
    </>
  );
}
