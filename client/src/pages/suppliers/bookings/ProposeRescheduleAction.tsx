import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { slotText, SlotPickerDialog } from '../../../components/reschedule/SlotPickerDialog';
import { ProposeRescheduleDocument } from '../../../graphql/generated/reschedule';
import { SupplierBookingDetailDocument } from '../../../graphql/generated/supplier-day';
import { inPlaceErrorContext } from '../../../platform/apollo';

/**
 * "Proponer otra fecha": the supplier offers the customer another slot of the same activity; the customer accepts or
 * declines it from the e-mail. Offered while the booking could still be cancelled by its customer.
 */
export function ProposeRescheduleAction({
  booking,
}: {
  booking: { id: string; status: number; canCancel: boolean };
}) {
  const [open, setOpen] = useState(false);
  const [propose] = useMutation(ProposeRescheduleDocument, {
    context: inPlaceErrorContext,
    refetchQueries: [SupplierBookingDetailDocument],
  });
  // Stays mounted while its dialog is open: the change itself may close the booking's window.
  if (!booking.canCancel && !open) return null;
  return (
    <div className="mb-3">
      <Button variant="outline-primary" onClick={() => setOpen(true)}>
        Proponer otra fecha
      </Button>
      <SlotPickerDialog
        show={open}
        bookingId={booking.id}
        title="Proponer otra fecha"
        intro="Elija la fecha que propone al cliente. Le enviaremos un correo para que la acepte o la rechace; su reserva no cambia hasta que la acepte."
        confirmLabel="Sí, enviar propuesta"
        question={(slot) => `¿Proponer al cliente el ${slotText(slot)}?`}
        onConfirm={async (slot) => {
          await propose({ variables: { bookingId: booking.id, activityTimeId: slot.id } });
        }}
        done={(slot) => (
          <p className="fs-5">
            Propuesta enviada: el cliente recibió un correo para aceptar o rechazar el {slotText(slot)}.
          </p>
        )}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
