import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { inPlaceErrorContext } from '../../platform/apollo';
import { longDay } from '../../platform/calendar-words';
import { RescheduleSlotsDocument, type RescheduleSlotsQuery } from '../../graphql/generated/reschedule';

export type RescheduleSlot = RescheduleSlotsQuery['rescheduleSlots'][number];

/** "sábado, 28 de noviembre de 2026 a las 08:00" */
export function slotText(slot: Pick<RescheduleSlot, 'date' | 'startsAt'>): string {
  return `${longDay(slot.date)} a las ${slot.startsAt.slice(0, 5)}`;
}

function errorText(error: unknown): string {
  const e = error as { errors?: { message: string }[]; message?: string };
  return e.errors?.[0]?.message ?? e.message ?? 'No se pudo completar el cambio.';
}

/**
 * Picks another slot of the booking's activity among those the server says it may move to (bookable, with room for
 * its participants), asks once more, then runs `onConfirm`; `done` is what the dialog shows after it succeeded.
 */
export function SlotPickerDialog({
  show,
  bookingId,
  title,
  intro,
  confirmLabel,
  question,
  onConfirm,
  done,
  onClose,
}: {
  show: boolean;
  bookingId: string;
  title: string;
  intro: ReactNode;
  confirmLabel: string;
  question(slot: RescheduleSlot): string;
  onConfirm(slot: RescheduleSlot): Promise<void>;
  done(slot: RescheduleSlot): ReactNode;
  onClose(): void;
}) {
  const { data, loading, error } = useQuery(RescheduleSlotsDocument, {
    variables: { bookingId },
    skip: !show,
    fetchPolicy: 'network-only',
    context: inPlaceErrorContext,
  });
  const [chosen, setChosen] = useState<RescheduleSlot | null>(null);
  const [step, setStep] = useState<'pick' | 'confirm' | 'done'>('pick');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const slots = data?.rescheduleSlots ?? [];
  const close = () => {
    if (busy) return;
    setChosen(null);
    setStep('pick');
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(chosen);
      setStep('done');
    } catch (e) {
      setFailure(errorText(e));
      setStep('pick');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal show={show} onHide={close} centered fullscreen="sm-down" aria-labelledby="reschedule-title">
      <Modal.Header closeButton>
        <Modal.Title id="reschedule-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {step === 'done' && chosen && <div data-testid="reschedule-done">{done(chosen)}</div>}
        {step === 'confirm' && chosen && <p className="fs-5">{question(chosen)}</p>}
        {step === 'pick' && (
          <>
            <div className="mb-3">{intro}</div>
            {loading && <Spinner animation="border" role="status" aria-label="Cargando horarios" />}
            {error && <Alert variant="danger">{errorText(error)}</Alert>}
            {!loading && !error && slots.length === 0 && (
              <Alert variant="info">No hay otras fechas con cupos disponibles para esta reserva.</Alert>
            )}
            <fieldset data-testid="reschedule-slots">
              <legend className="visually-hidden">Nueva fecha</legend>
              {slots.map((slot) => (
                <Form.Check
                  key={slot.id}
                  type="radio"
                  id={`reschedule-slot-${slot.id}`}
                  name="slot"
                  className="py-2"
                  checked={chosen?.id === slot.id}
                  onChange={() => setChosen(slot)}
                  label={
                    <span>
                      <span className="text-capitalize">{slotText(slot)}</span>
                      <span className="d-block small text-body-secondary">
                        {slot.available === 1 ? 'Queda 1 cupo' : `Quedan ${slot.available} cupos`}
                      </span>
                    </span>
                  }
                />
              ))}
            </fieldset>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {step === 'done' ? (
          <Button onClick={close}>Listo</Button>
        ) : step === 'confirm' ? (
          <>
            <Button variant="outline-secondary" disabled={busy} onClick={() => setStep('pick')}>
              Volver
            </Button>
            <Button disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Guardando…' : confirmLabel}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline-secondary" onClick={close}>
              Cerrar
            </Button>
            <Button disabled={!chosen} onClick={() => setStep('confirm')}>
              Continuar
            </Button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
