import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { ShareOfflineBookingDocument } from '../../graphql/generated/graphql';
import { useToast } from '../../components/toasts';

/** For the booking's owner: a link that lets someone else (the attendee) fill in the details and pay, without an account. */
export function ShareLink({ bookingId }: { bookingId: string }) {
  const [share, { loading }] = useMutation(ShareOfflineBookingDocument);
  const [link, setLink] = useState<string | null>(null);
  const toast = useToast();

  const create = async () => {
    try {
      const { data } = await share({ variables: { id: bookingId } });
      const token = data?.shareOfflineBooking;
      if (token) setLink(`${window.location.origin}/offline/${bookingId}/booking?token=${token}`);
    } catch {
      // The Apollo error catalogue already reports it.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link ?? '');
      toast.success('Enlace copiado');
    } catch {
      toast.warning('No se pudo copiar el enlace', 'Cópialo a mano desde el campo.');
    }
  };

  return (
    <Card body className="mt-3" data-testid="share-link">
      <h2 className="h6">¿Reservas para otra persona?</h2>
      <p className="small text-body-secondary">
        Comparte un enlace para que complete sus datos y el pago sin crear una cuenta. Quien tenga el enlace
        podrá ver y pagar esta reserva; si creas uno nuevo, el anterior deja de funcionar.
      </p>
      {link ? (
        <InputGroup size="sm">
          <Form.Control readOnly value={link} aria-label="Enlace de pago" data-testid="share-link-url" />
          <Button variant="outline-secondary" onClick={() => void copy()} aria-label="Copiar enlace">
            <i className="bi bi-clipboard" aria-hidden="true" />
          </Button>
        </InputGroup>
      ) : (
        <Button size="sm" variant="outline-primary" disabled={loading} onClick={() => void create()}>
          <i className="bi bi-share me-1" aria-hidden="true" />
          Compartir enlace de pago
        </Button>
      )}
    </Card>
  );
}
