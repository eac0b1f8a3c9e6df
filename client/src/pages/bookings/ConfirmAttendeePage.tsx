import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { pageErrorContext } from '../../platform/apollo';
import { ConfirmAttendeeDocument } from '../../graphql/generated/graphql';

type State = 'working' | 'done' | 'failed';

/**
 * /confirm-attendee?t=…: the link mailed to the attendee typed on someone else's order. No session
 * needed; once confirmed, the address receives that account's order e-mails.
 */
export function ConfirmAttendeePage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [state, setState] = useState<State>('working');
  const [message, setMessage] = useState('');
  const started = useRef(false);
  const [confirm] = useMutation(ConfirmAttendeeDocument, { context: pageErrorContext });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm({ variables: { input: { token } } })
      .then(() => setState('done'))
      .catch((error: unknown) => {
        setMessage(error instanceof Error ? error.message : '');
        setState('failed');
      });
  }, [token, confirm]);

  return (
    <section className="container py-5" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-3">Confirmar correo de asistente</h1>
      {state === 'working' && <Spinner animation="border" role="status" aria-label="Cargando" />}
      {state === 'done' && (
        <Alert variant="success">
          Tu correo fue confirmado: desde ahora recibirás los avisos de los pedidos en los que figuras como
          asistente.
        </Alert>
      )}
      {state === 'failed' && (
        <Alert variant="danger">{message || 'El enlace de confirmación no es válido o venció.'}</Alert>
      )}
    </section>
  );
}
