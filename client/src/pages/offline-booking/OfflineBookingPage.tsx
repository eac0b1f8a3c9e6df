import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form as BsForm, Row, Spinner } from 'react-bootstrap';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { attendeeSchema } from '../../../../schema/validation/booking';
import { paths } from '../../app/paths';
import { isTokenValid, useSession } from '../../app/session';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { PaymentForm } from '../../components/payment-dialog';
import {
  OfflineBookingDocument,
  OfflinePlaceOrderDocument,
  type OfflineBookingQuery,
} from '../../graphql/generated/graphql';
import { SidePanel } from './SidePanel';

type Booking = OfflineBookingQuery['booking'];
type Method = OfflineBookingQuery['paymentMethods'][number];

export const STEP_TITLES = [
  'Detalles de la Reserva',
  'Datos para el Pago',
  'Detalles de Pago',
  'Pago En Proceso',
  'Pago Procesado',
] as const;

const PAGO_MOVIL = 'pago_movil';

/** Customer spec §4.4: where the wizard opens for a booking status (2 → pay, 3 → in process, 4 → processed). */
export function startStep(status: number): number {
  if (status === 2) return 2;
  if (status === 3) return 4;
  if (status === 4) return 5;
  return 1;
}

/** Offline booking wizard (customer spec §2.9): attendee → payment data → payment form → in process → processed. */
export function OfflineBookingPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { user, token } = useSession();
  if (!user || !isTokenValid(token, 'client')) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  return <Wizard id={id} />;
}

function Wizard({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(OfflineBookingDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [step, setStep] = useState<number | null>(null);
  const [placed, setPlaced] = useState<{ id: string; totalVes: string } | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const booking = data?.booking;

  useEffect(() => {
    if (!booking || step !== null) return;
    setStep(startStep(booking.status));
    const first = booking.orders[0];
    if (booking.status === 2 && first) setPlaced({ id: first.id, totalVes: first.totalVes });
  }, [booking, step]);

  if (error && !booking) {
    return (
      <div className="container py-5">
        <Alert variant="danger">No se pudo cargar la reserva.</Alert>
      </div>
    );
  }
  if (loading && !booking) {
    return (
      <div className="container py-5 text-center" aria-busy="true">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Cargando…</span>
        </Spinner>
      </div>
    );
  }
  if (!booking || step === null) return null;

  const order = placed ?? booking.orders[0];
  const amount = order?.totalVes ?? booking.totalVes;

  return (
    <div className="container py-4" data-testid="offline-booking">
      <Stepper step={step} />
      <Row className="g-4">
        <Col lg={8}>
          <Card body>
            <h1 className="h4 mb-3" data-testid="step-title">
              {STEP_TITLES[step - 1]}
            </h1>
            {step === 1 && (
              <AttendeeStep
                booking={booking}
                onDone={(newOrder) => {
                  setPlaced(newOrder);
                  setStep(2);
                  void refetch();
                }}
              />
            )}
            {step === 2 && (
              <PaymentDataStep
                booking={booking}
                methods={data.paymentMethods}
                amount={amount}
                methodId={methodId}
                onMethod={setMethodId}
                onContinue={() => setStep(3)}
              />
            )}
            {step === 3 && order && methodId && (
              <>
                <Button variant="link" className="px-0 mb-2" onClick={() => setStep(2)}>
                  <i className="bi bi-arrow-left me-1" aria-hidden="true" />
                  Volver
                </Button>
                <PaymentForm
                  orderId={order.id}
                  methods={data.paymentMethods.filter((m) => m.id === methodId)}
                  amount={amount}
                  onDone={() => {
                    setStep(4);
                    void refetch();
                  }}
                />
              </>
            )}
            {step === 4 && (
              <Alert variant="info" className="mb-0" data-testid="payment-in-process">
                <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
                Tu pago está siendo verificado. Te enviaremos un correo electrónico cuando sea procesado.
              </Alert>
            )}
            {step === 5 && (
              <Alert variant="success" className="mb-0" data-testid="payment-processed">
                <i className="bi bi-check-circle me-2" aria-hidden="true" />
                Tu reserva fue procesada. Revisa tu correo electrónico para ver los detalles.
              </Alert>
            )}
          </Card>
        </Col>
        <Col lg={4}>
          <SidePanel booking={booking} />
        </Col>
      </Row>
    </div>
  );
}

function Stepper({ step }: { step: number }) {
  return (
    <ol className="list-unstyled d-flex flex-wrap gap-2 mb-4 small" aria-label="Pasos de la reserva">
      {STEP_TITLES.map((title, i) => {
        const n = i + 1;
        const state = n < step ? 'bg-success' : n === step ? 'bg-primary' : 'bg-secondary-subtle text-body';
        return (
          <li
            key={title}
            aria-current={n === step ? 'step' : undefined}
            className="d-flex align-items-center"
          >
            <span className={`badge rounded-pill me-1 ${state}`}>{n}</span>
            <span className={n === step ? 'fw-semibold' : 'text-body-secondary d-none d-md-inline'}>
              {title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function AttendeeStep({
  booking,
  onDone,
}: {
  booking: Booking;
  onDone(order: { id: string; totalVes: string }): void;
}) {
  const { user } = useSession();
  const location = useLocation();
  const [placeOrder] = useMutation(OfflinePlaceOrderDocument);
  return (
    <>
      <p className="text-body-secondary">
        ¿Ya tienes una cuenta?{' '}
        <Link to={paths.login} state={{ from: location.pathname }}>
          Inicia sesión
        </Link>{' '}
        para usar tus datos registrados.
      </p>
      <Formik
        initialValues={{
          name: booking.attendeeName ?? user?.name ?? '',
          nationalId: booking.attendeeNationalId ?? '',
          email: booking.attendeeEmail ?? user?.email ?? '',
          phone: booking.attendeePhone ?? '',
        }}
        validationSchema={attendeeSchema}
        onSubmit={async (values, helpers) => {
          try {
            const attendee = attendeeSchema.cast(values);
            const { data } = await placeOrder({
              variables: { input: { bookingIds: [booking.id], ...attendee } },
            });
            const order = data?.placeOrder[0];
            if (order) onDone({ id: order.id, totalVes: order.totalVes });
          } catch (error) {
            applyServerErrors(error, helpers);
          }
        }}
      >
        <Form noValidate data-testid="attendee-form">
          <FormField name="name" label="Nombre" autoComplete="name" maxLength={124} />
          <FormField name="nationalId" label="CI/RIF" maxLength={12} />
          <FormField name="email" label="Correo" type="email" autoComplete="email" maxLength={254} />
          <FormField name="phone" label="Teléfono" type="tel" autoComplete="tel" maxLength={12} />
          <SubmitButton>Continuar</SubmitButton>
        </Form>
      </Formik>
    </>
  );
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    console.warn('No se pudo copiar al portapapeles', error);
  }
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div
      className="d-flex align-items-center justify-content-between border-bottom py-2"
      data-testid={testId}
    >
      <div>
        <div className="small text-body-secondary">{label}</div>
        <div className="fw-semibold">{value}</div>
      </div>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => void copy(value)}
        aria-label={`Copiar ${label}`}
      >
        <i className="bi bi-clipboard" aria-hidden="true" />
      </Button>
    </div>
  );
}

function PaymentDataStep({
  booking,
  methods,
  amount,
  methodId,
  onMethod,
  onContinue,
}: {
  booking: Booking;
  methods: Method[];
  amount: string;
  methodId: string | null;
  onMethod(id: string): void;
  onContinue(): void;
}) {
  const method = methods.find((m) => m.id === methodId);
  const supplierData = booking.paymentData.find((d) => d.paymentMethodId === methodId);
  const isPagoMovil = method?.code === PAGO_MOVIL;
  return (
    <>
      <fieldset className="mb-3">
        <legend className="fs-6">Método de Pago</legend>
        {methods.map((m) => (
          <BsForm.Check
            key={m.id}
            type="radio"
            id={`method-${m.id}`}
            name="paymentMethod"
            label={m.name}
            checked={m.id === methodId}
            onChange={() => onMethod(m.id)}
          />
        ))}
      </fieldset>
      {!method && <Alert variant="secondary">Seleccione un método de pago.</Alert>}
      {method && !isPagoMovil && (
        <Card body className="mb-3">
          <h2 className="h6">{method.name}</h2>
          <p className="mb-0">{method.description}</p>
        </Card>
      )}
      {method && isPagoMovil && !supplierData && (
        <Alert variant="warning">
          El aliado no tiene datos registrados para este método. Por favor, seleccione otro método de pago.
        </Alert>
      )}
      {method && isPagoMovil && supplierData && (
        <div className="mb-3" data-testid="supplier-payment-data">
          <CopyRow label="Titular" value={supplierData.holder} testId="pm-holder" />
          <CopyRow label="RIF" value={supplierData.taxId} testId="pm-tax-id" />
          <CopyRow label="Teléfono" value={supplierData.phone} testId="pm-phone" />
          <CopyRow
            label="Banco"
            value={`${supplierData.bankCode} - ${supplierData.bankName}`}
            testId="pm-bank"
          />
          <CopyRow label="Monto (Bs.)" value={amount} testId="pm-amount" />
        </div>
      )}
      <Button disabled={!method || !isPagoMovil || !supplierData} onClick={onContinue} className="w-100">
        Continuar
      </Button>
    </>
  );
}
