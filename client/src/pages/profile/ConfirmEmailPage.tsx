import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { formErrorContext } from '../../app/apollo';
import { paths } from '../../app/paths';
import { sessionStore } from '../../app/session';
import { ConfirmEmailChangeDocument } from '../../graphql/generated/graphql';

type State = 'working' | 'done' | 'failed';

/** /confirm-email?t=…: the link mailed to a new address; with or without a session. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [state, setState] = useState<State>('working');
  const [message, setMessage] = useState('');
  const started = useRef(false);
  const [confirmEmail] = useMutation(ConfirmEmailChangeDocument, { context: formErrorContext });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmEmail({ variables: { input: { token } } })
      .then(() => setState('done'))
      .catch((error: unknown) => {
        setMessage(error instanceof Error ? error.message : '');
        setState('failed');
      });
  }, [token, confirmEmail]);

  const loggedIn = Boolean(sessionStore.getState().user);
  return (
    <section className="container py-5" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-3">Confirmar correo</h1>
      {state === 'working' && <Spinner animation="border" role="status" aria-label="Cargando" />}
      {state === 'done' && (
        <Alert variant="success">
          Tu correo fue confirmado. Desde ahora ingresas con él.{' '}
          <Link to={loggedIn ? '/profile' : paths.login}>{loggedIn ? 'Ir a mi perfil' : 'Ingresar'}</Link>
        </Alert>
      )}
      {state === 'failed' && (
        <Alert variant="danger">{message || 'El enlace de confirmación no es válido o expiró.'}</Alert>
      )}
    </section>
  );
}
