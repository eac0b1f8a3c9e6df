import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { pageErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { sessionStore } from '../../platform/session';
import { ConfirmEmailChangeDocument, RevertEmailChangeDocument } from '../../graphql/generated/graphql';

type State = 'working' | 'done' | 'failed';

/**
 * /confirm-email?t=…: the link mailed to a new address; with or without a session. /confirm-email?revert=…: the
 * «No fui yo» link mailed to the old address, which undoes the change and ends every session.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const revert = params.get('revert');
  const token = revert ?? params.get('t') ?? '';
  const [state, setState] = useState<State>('working');
  const [message, setMessage] = useState('');
  const started = useRef(false);
  const [confirmEmail] = useMutation(ConfirmEmailChangeDocument, { context: pageErrorContext });
  const [revertEmail] = useMutation(RevertEmailChangeDocument, { context: pageErrorContext });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = revert === null ? confirmEmail : revertEmail;
    run({ variables: { input: { token } } })
      .then(() => {
        // Every session of the account was closed, this browser's included.
        if (revert !== null) sessionStore.clear();
        setState('done');
      })
      .catch((error: unknown) => {
        setMessage(error instanceof Error ? error.message : '');
        setState('failed');
      });
  }, [token, revert, confirmEmail, revertEmail]);

  const loggedIn = Boolean(sessionStore.getState().user);
  if (revert !== null) {
    return (
      <section className="container py-5" style={{ maxWidth: 560 }}>
        <h1 className="h3 mb-3">Revertir cambio de correo</h1>
        {state === 'working' && <Spinner animation="border" role="status" aria-label="Cargando" />}
        {state === 'done' && (
          <Alert variant="success">
            Tu cuenta vuelve a usar tu correo anterior y cerramos todas las sesiones. Si alguien conoce tu
            contraseña, cámbiala. <Link to={paths.login}>Ingresar</Link>
          </Alert>
        )}
        {state === 'failed' && (
          <Alert variant="danger">
            {message || 'El enlace para revertir el cambio de correo no es válido o expiró.'}
          </Alert>
        )}
      </section>
    );
  }
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
