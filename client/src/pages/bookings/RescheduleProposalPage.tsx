import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { useParams, useSearchParams } from 'react-router-dom';
import { useConfirm } from '../../components/confirm';
import {
  AnswerRescheduleProposalDocument,
  RescheduleProposalDocument,
  type RescheduleStatus,
} from '../../graphql/generated/reschedule';
import { inPlaceErrorContext } from '../../platform/apollo';

const STATE: Record<Exclude<RescheduleStatus, 'Proposed'>, { variant: string; text: string }> = {
  Accepted: {
    variant: 'success',
    text: 'Aceptaste la propuesta: tu reserva ya está en la nueva fecha. Te enviamos la confirmación por correo.',
  },
  Declined: { variant: 'secondary', text: 'Rechazaste la propuesta: tu reserva sigue en su fecha original.' },
  Expired: { variant: 'warning', text: 'La propuesta venció: tu reserva sigue en su fecha original.' },
  Done: { variant: 'secondary', text: 'Este cambio ya se realizó.' },
};

function errorText(error: unknown): string {
  const e = error as { errors?: { message: string }[]; message?: string };
  return e.errors?.[0]?.message ?? e.message ?? 'No se pudo responder la propuesta.';
}

/** /reschedule/:id?token=…: the supplier's proposal of a new date, answered from the mailed link without a session. */
export function RescheduleProposalPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(RescheduleProposalDocument, {
    variables: { id, token },
    context: inPlaceErrorContext,
  });
  const [answer, { loading: answering }] = useMutation(AnswerRescheduleProposalDocument, {
    context: inPlaceErrorContext,
  });
  const p = data?.rescheduleProposal;
  const respond = async (accept: boolean) => {
    const ok = await confirm({
      title: accept ? '¿Aceptar la nueva fecha?' : '¿Rechazar la propuesta?',
      body: accept
        ? `Tu reserva pasará al ${p!.to} (hora de Venezuela). El monto, tu pago y el código no cambian.`
        : `Tu reserva seguirá el ${p!.from}.`,
      okText: accept ? 'Sí, aceptar' : 'Sí, rechazar',
      cancelText: 'Volver',
      okVariant: accept ? 'primary' : 'danger',
    });
    if (!ok) return;
    setFailure(null);
    try {
      await answer({ variables: { id, token, accept } });
    } catch (e) {
      setFailure(errorText(e));
      await refetch();
    }
  };

  return (
    <section className="container py-4" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-3">Propuesta de nueva fecha</h1>
      {loading && <Spinner animation="border" role="status" aria-label="Cargando" />}
      {error && <Alert variant="danger">{errorText(error)}</Alert>}
      {p && (
        <Card data-testid="reschedule-proposal">
          <Card.Body>
            <h2 className="h5">{p.activityTitle}</h2>
            <p className="mb-1">
              Reserva {p.bookingCode}, {p.participants} participantes.
            </p>
            <p className="mb-1">
              Fecha actual: <strong>{p.from}</strong>
            </p>
            <p>
              Fecha propuesta: <strong>{p.to}</strong> (hora de Venezuela)
            </p>
            {failure && <Alert variant="danger">{failure}</Alert>}
            {p.status === 'Proposed' ? (
              <div className="d-grid gap-2 d-sm-flex">
                <Button disabled={answering} onClick={() => void respond(true)}>
                  Aceptar nueva fecha
                </Button>
                <Button variant="outline-danger" disabled={answering} onClick={() => void respond(false)}>
                  Rechazar
                </Button>
              </div>
            ) : (
              <Alert variant={STATE[p.status].variant} className="mb-0">
                {STATE[p.status].text}
              </Alert>
            )}
          </Card.Body>
        </Card>
      )}
    </section>
  );
}
