import { useApolloClient, useMutation } from '@apollo/client/react';
import { Badge, Button } from 'react-bootstrap';
import { fill } from '../admin/admin-texts';
import { useConfirm } from '../../components/confirm';
import { useToast } from '../../components/toasts';
import { inPlaceErrorContext } from '../../platform/apollo';
import { classifyError } from '../../platform/errors';
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

/** The cancellation deadline on Caracas wall-clock time, as the customer reads it ("27 nov. 2026, 10:00 a. m."). */
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
  const client = useApolloClient();
  const [cancelBooking, { loading }] = useMutation(CancelBookingDocument, {
    refetchQueries: [OrdersDocument],
    context: inPlaceErrorContext,
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
      // One message per refusal (the catalogue reports only session and network failures here). A refusal means
      // this screen is stale (cancelled in another tab, deadline passed): reload it so the button goes away.
      const problem = classifyError(error);
      if (problem.kind === 'other') toast.danger(t.cancel.failed, problem.message);
      await client.refetchQueries({ include: [OrdersDocument] });
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
