import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { slotText, SlotPickerDialog } from '../../components/reschedule/SlotPickerDialog';
import { OrdersDocument } from '../../graphql/generated/graphql';
import { RescheduleBookingDocument } from '../../graphql/generated/reschedule';
import { inPlaceErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';

/**
 * "Cambiar fecha": while the booking can still be cancelled (same deadline), the customer moves it to another slot
 * of the same activity; the payment, the code and the amount stay, and the voucher is mailed again.
 */
export function RescheduleAction({
  booking,
}: {
  booking: { id: string; status: number; canCancel: boolean };
}) {
  const [open, setOpen] = useState(false);
  const client = useApolloClient();
  const [reschedule] = useMutation(RescheduleBookingDocument, { context: inPlaceErrorContext });
  // Stays mounted while its dialog is open: the change itself may close the booking's window.
  if (!booking.canCancel && !open) return null;
  const paid = booking.status === 4;
  return (
    <>
      <Button variant="outline-primary" className="mt-3 me-2" onClick={() => setOpen(true)}>
        Cambiar fecha
      </Button>
      <SlotPickerDialog
        show={open}
        bookingId={booking.id}
        title={`Cambiar la fecha de la reserva #${booking.id}`}
        intro="Elige otra fecha u horario de la misma actividad. Tus tarifas, tu pago y el monto no cambian."
        confirmLabel="Sí, cambiar fecha"
        question={(slot) => `¿Cambiar tu reserva al ${slotText(slot)}?`}
        onConfirm={async (slot) => {
          try {
            await reschedule({ variables: { id: booking.id, activityTimeId: slot.id } });
          } finally {
            await client.refetchQueries({ include: [OrdersDocument] });
          }
        }}
        done={(slot) => (
          <>
            <p className="fs-5">
              Listo: tu reserva ahora es el <strong>{slotText(slot)}</strong> (hora de Venezuela).
            </p>
            <p>
              {paid
                ? 'Te enviamos por correo el voucher actualizado y el evento para tu calendario.'
                : 'Te enviamos un correo con la nueva fecha. Recuerda completar el pago dentro del plazo.'}
            </p>
            {paid && (
              <Link className="btn btn-primary" to={paths.voucher(booking.id)}>
                Ver voucher
              </Link>
            )}
          </>
        )}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
