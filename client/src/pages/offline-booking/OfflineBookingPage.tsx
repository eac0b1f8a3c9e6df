import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import type { InferType } from 'yup';
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form as BsForm, Row, Spinner } from 'react-bootstrap';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { attendeeSchema } from '../../../../schema/validation/booking';
import { paths } from '../../platform/paths';
import { isTokenValid, useSession } from '../../platform/session';
import { applyServerErrors, FormField, PrefillFields, SubmitButton } from '../../components/forms';
import { PaymentForm } from '../../components/payment-dialog';
import { useProfilePrefill } from '../../platform/session/use-profile-prefill';
import {
  GuestOfflineBookingDocument,
  GuestPlaceOrderDocument,
  OfflineBookingDocument,
  OfflinePlaceOrderDocument,
  type OfflineBookingQuery,
  type OfflineWizard_BookingFragment,
} from '../../graphql/generated/graphql';
import { ShareLink } from './ShareLink';
import { SidePanel } from './SidePanel';

type Booking = OfflineWizard_BookingFragment;
type Method = OfflineBookingQuery['paymentMethods'][number];
type AttendeeValues = InferType<typeof attendeeSchema>;

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

/**
 * Offline booking wizard (customer spec §2.9): attendee → payment data → payment form → in process → processed.
 * The owner opens it signed in; anyone else opens it without an account through the link the owner shares
 * (`?token=` holds the link's secret).
 */
export function OfflineBookingPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const guestToken = search.get('token') ?? undefined;
  const location = useLocation();
  const { user, token } = useSession();
  if (!guestToken && (!user || !isTokenValid(token, 'client')))
    return <SignInToOpen from={location.pathname} />;
  return <Wizard id={id} guestToken={guestToken} />;
}

/**
 * A visitor without the shared link: the page stays reachable (spec §2.9) but shows nothing of the booking; the
 * owner signs in and comes back here, anyone else needs the owner's link.
 */
function SignInToOpen({ from }: { from: string }) {
  return (
    <div className="container py-5" data-testid="offline-sign-in">
      <Card body className="mx-auto" style={{ maxWidth: 560 }}>
        <h1 className="h4">Reserva sin conexión</h1>
        <p>
          Para continuar con esta reserva inicia sesión con la cuenta que la creó. Si alguien reservó para ti,
          abre el enlace de pago que te compartió.
        </p>
        <Link to={paths.login} state={{ from }} className="btn btn-primary">
          Iniciar sesión
        </Link>
      </Card>
    </div>
  );
}

/** The wizard's data: the owner's booking, or the one a guest link opens. */
function useWizardBooking(id: string, guestToken: string | undefined) {
  const options = { fetchPolicy: 'cache-and-network' } as const;
  const own = useQuery(OfflineBookingDocument, { ...options, variables: { id }, skip: !!guestToken });
  const guest = useQuery(GuestOfflineBookingDocument, {
    ...options,
    variables: { id, token: guestToken ?? '' },
    skip: !guestToken,
    // A bad link is explained on the page itself, not with a toast.
    context: { errorHandling: 'silent' },
  });
  const result = guestToken ? guest : own;
  const booking = guestToken ? guest.data?.guestBooking : own.data?.booking;
  const methods = (guestToken ? guest.data?.paymentMethods : own.data?.paymentMethods) ?? [];
  return { booking, methods, loading: result.loading, error: result.error, refetch: result.refetch };
}

function Wizard({ id, guestToken }: { id: string; guestToken?: string }) {
  const { booking, methods, loading, error, refetch } = useWizardBooking(id, guestToken);
  const [step, setStep] = useState<number | null>(null);
  const [placed, setPlaced] = useState<{ id: string; totalVes: string } | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);

  useEffect(() => {
    if (!booking || step !== null) return;
    setStep(startStep(booking.status));
    const first = booking.orders[0];
    if (booking.status === 2 && first) setPlaced({ id: first.id, totalVes: first.totalVes });
  }, [booking, step]);

  if (error && !booking) {
    return (
      <div className="container py-5">
        <Alert variant="danger">
          {guestToken
            ? 'El enlace de pago no es válido o ya no está vigente. Pide a quien hizo la reserva un enlace nuevo.'
            : 'No se pudo cargar la reserva.'}
        </Alert>
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
                guestToken={guestToken}
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
                methods={methods}
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
                  methods={methods.filter((m) => m.id === methodId)}
                  amount={amount}
                  guestToken={guestToken}
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
          {!guestToken && booking.status <= 2 && <ShareLink bookingId={booking.id} />}
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
  guestToken,
  onDone,
}: {
  booking: Booking;
  guestToken?: string;
  onDone(order: { id: string; totalVes: string }): void;
}) {
  const { user } = useSession();
  const profile = useProfilePrefill(!guestToken);
  const location = useLocation();
  const [placeOrder] = useMutation(OfflinePlaceOrderDocument);
  const [placeGuestOrder] = useMutation(GuestPlaceOrderDocument);
  const submit = async (attendee: AttendeeValues) => {
    if (guestToken) {
      const input = { bookingId: booking.id, token: guestToken, ...attendee };
      return (await placeGuestOrder({ variables: { input } })).data?.placeGuestOrder[0];
    }
    const input = { bookingIds: [booking.id], ...attendee };
    return (await placeOrder({ variables: { input } })).data?.placeOrder[0];
  };
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
          name: booking.attendeeName ?? (guestToken ? '' : user?.name) ?? '',
          nationalId: booking.attendeeNationalId ?? '',
          email: booking.attendeeEmail ?? (guestToken ? '' : user?.email) ?? '',
          phone: booking.attendeePhone ?? '',
        }}
        validationSchema={attendeeSchema}
        onSubmit={async (values, helpers) => {
          try {
            const order = await submit(attendeeSchema.cast(values));
            if (order) onDone({ id: order.id, totalVes: order.totalVes });
          } catch (error) {
            applyServerErrors(error, helpers);
          }
        }}
      >
        <Form noValidate data-testid="attendee-form">
          <PrefillFields values={profile} />
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
      {!method && <Alert variant="secondary">Selecciona un método de pago.</Alert>}
      {method && !isPagoMovil && (
        <Card body className="mb-3">
          <h2 className="h6">{method.name}</h2>
          <p className="mb-0">{method.description}</p>
        </Card>
      )}
      {method && isPagoMovil && !supplierData && (
        <Alert variant="warning">
          El aliado no tiene datos registrados para este método. Por favor, selecciona otro método de pago.
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
