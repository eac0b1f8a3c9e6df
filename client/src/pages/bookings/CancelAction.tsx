import { useMutation } from '@apollo/client/react';
import { Badge, Button } from 'react-bootstrap';
import { fill } from '../admin/admin-texts';
import { useConfirm } from '../../components/confirm';
import { useToast } from '../../components/toasts';
import {
  CancelBookingDocument,
  OrdersDocument,
  type CancelBooking_BookingFragment,
  type RefundStatus,
} from '../../graphql/generated/graphql';
import { RefundPayment } from './RefundPayment';
import { useRefundTexts } from './refund-texts';

const BADGE: Record<RefundStatus, string> = {
  Requested: 'secondary',
  Refunded: 'success',
  Declined: 'danger',
};

/** The cancellation deadline on Caracas wall-clock time, as the customer reads it. */
function caracas(value: string): string {
  return new Intl.DateTimeFormat('es-VE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Caracas',
  }).format(new Date(value));
}

/** What happened to the money of a cancelled booking: the refund's state, amount, reference or reason. */
export function RefundState({ booking }: { booking: CancelBooking_BookingFragment }) {
  const t = useRefundTexts();
  const refund = booking.refund;
  if (!refund) return null;
  return (
    <div className="mt-3" data-testid="refund-state">
      <Badge bg={BADGE[refund.status]}>{t.state[refund.status]}</Badge>{' '}
      <span>{fill(t.state.amount, { usd: refund.amountUsd, ves: refund.amountVes })}</span>
      <RefundPayment refund={refund} />
      {refund.reference && <div>{fill(t.state.reference, { reference: refund.reference })}</div>}
      {refund.declineReason && <div>{fill(t.state.reason, { reason: refund.declineReason })}</div>}
    </div>
  );
}

/**
 * 'Cancelar reserva' while the booking can still be cancelled (before the activity's cancellation deadline), after
 * a confirmation that says what happens to the money. Gone once the deadline passed (the server refuses too).
 */
export function CancelAction({ booking }: { booking: CancelBooking_BookingFragment }) {
  const t = useRefundTexts();
  const confirm = useConfirm();
  const toast = useToast();
  const [cancelBooking, { loading }] = useMutation(CancelBookingDocument, {
    refetchQueries: [OrdersDocument],
  });
  if (!booking.canCancel) return null;
  // Status 2 ordered (unpaid), 3 payment registered (not verified: voided on cancel), 4 paid (refunded).
  const body =
    booking.status === 4
      ? fill(t.cancel.paid, { usd: booking.totalUsd, ves: booking.totalVes })
      : booking.status === 3
        ? t.cancel.unverified
        : t.cancel.unpaid;
  const onCancel = async () => {
    const ok = await confirm({
      title: fill(t.cancel.title, { id: booking.id }),
      body,
      okText: t.cancel.ok,
      cancelText: t.cancel.back,
      okVariant: 'danger',
    });
    if (!ok) return;
    try {
      await cancelBooking({ variables: { id: booking.id } });
      toast.success(t.cancel.done);
    } catch (error) {
      toast.danger(t.cancel.failed, error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <div className="mt-3">
      <Button variant="outline-danger" disabled={loading} onClick={() => void onCancel()}>
        {t.cancel.button}
      </Button>
      <div className="small text-body-secondary mt-1">
        {fill(t.cancel.until, { deadline: caracas(booking.cancelDeadline) })}
      </div>
    </div>
  );
}
