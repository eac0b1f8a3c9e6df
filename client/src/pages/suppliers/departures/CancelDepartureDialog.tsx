import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import {
  DEPARTURE_CANCEL_NOTE_MAX,
  DEPARTURE_CANCEL_REASON_LABELS,
  DEPARTURE_CANCEL_REASONS,
  departureCancelSchema,
  type DepartureCancelReasonName,
} from '../../../../../schema/validation/departure-cancel';
import { useToast } from '../../../components/toasts';
import { CancelDepartureDocument, type DepartureCancelReason } from '../../../graphql/generated/supplier-day';
import { errorMessage } from '../activity-tabs/tab-utils';
import { longDay } from './calendar-view';
import type { Departure } from './SlotLink';

interface Values {
  /** Formik validates an unchosen radio as missing ('' reads as undefined). */
  reason: DepartureCancelReasonName | '';
  note: string;
}

/**
 * "Cancelar salida": the reason (and, for "Otro motivo", the supplier's words), then one confirmation. Every booking
 * of the slot is cancelled, each customer is written to and paid bookings get their refund request.
 */
export function CancelDepartureDialog({
  show,
  departure: d,
  onClose,
  onCancelled,
}: {
  show: boolean;
  departure: Pick<Departure, 'timeId' | 'activityTitle' | 'date' | 'startsAt' | 'bookings'>;
  onClose(): void;
  onCancelled(): void;
}) {
  const toast = useToast();
  const [cancel] = useMutation(CancelDepartureDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<Values>({
    initialValues: { reason: '', note: '' },
    validationSchema: departureCancelSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const result = await cancel({
          variables: {
            timeId: d.timeId,
            reason: values.reason.toUpperCase() as DepartureCancelReason,
            note: values.note.trim() || null,
          },
          update(cache) {
            cache.evict({ fieldName: 'supplierDepartures' });
            cache.evict({ fieldName: 'supplierBookings' });
            cache.evict({ fieldName: 'supplierToday' });
            cache.gc();
          },
        });
        const done = result.data!.cancelDeparture;
        toast.success(
          'Salida cancelada',
          `${done.cancelledBookings} reservas canceladas, ${done.refundRequests} reembolsos pedidos.`,
        );
        onCancelled();
        onClose();
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });
  const close = () => {
    if (form.isSubmitting) return;
    form.resetForm();
    setFailure(null);
    onClose();
  };

  return (
    <Modal show={show} onHide={close} centered fullscreen="sm-down" aria-labelledby="cancel-departure-title">
      <Form noValidate onSubmit={form.handleSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id="cancel-departure-title">Cancelar salida</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            <strong>{d.activityTitle}</strong>, <span className="text-lowercase">{longDay(d.date)}</span> a
            las {d.startsAt}. Se cancelarán sus {d.bookings} reservas, cada cliente recibirá un correo con el
            motivo y las pagadas tendrán su reembolso completo. La salida no se venderá más.
          </p>
          <fieldset>
            <legend className="h6">Motivo</legend>
            {DEPARTURE_CANCEL_REASONS.map((reason) => (
              <Form.Check
                key={reason}
                type="radio"
                id={`cancel-reason-${reason}`}
                name="reason"
                value={reason}
                label={DEPARTURE_CANCEL_REASON_LABELS[reason]}
                checked={form.values.reason === reason}
                onChange={form.handleChange}
                className="py-2 fs-5"
                isInvalid={!!(form.submitCount && form.errors.reason)}
              />
            ))}
            {form.submitCount > 0 && form.errors.reason && (
              <div className="text-danger small">{form.errors.reason}</div>
            )}
          </fieldset>
          {form.values.reason === 'other' && (
            <Form.Group controlId="cancel-note" className="mt-2">
              <Form.Label>Explique el motivo</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                name="note"
                maxLength={DEPARTURE_CANCEL_NOTE_MAX}
                value={form.values.note}
                onChange={form.handleChange}
                isInvalid={!!(form.submitCount && form.errors.note)}
              />
              <Form.Control.Feedback type="invalid">{form.errors.note}</Form.Control.Feedback>
            </Form.Group>
          )}
          {failure && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {failure}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer className="d-grid d-sm-flex">
          <Button variant="outline-secondary" size="lg" onClick={close} disabled={form.isSubmitting}>
            Volver
          </Button>
          <Button type="submit" variant="danger" size="lg" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Cancelando…' : 'Cancelar salida'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
