import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, useField } from 'formik';
import { useId, useState } from 'react';
import { Form as BsForm } from 'react-bootstrap';
import { paymentSchema } from '../../../../schema/validation/booking';
import { useProfilePrefill } from '../../platform/session/use-profile-prefill';
import { t } from '../../i18n';
import { applyServerErrors, FormField, PrefillFields, SubmitButton } from '../forms';
import { useToast } from '../toasts';
import { ProofField, uploadProof } from './proof';
import {
  GuestRegisterPaymentDocument,
  PaymentBanksDocument,
  RegisterPagoMovilPaymentDocument,
} from '../../graphql/generated/graphql';

export interface PaymentMethodOption {
  id: string;
  name: string;
}

export interface PaymentFormProps {
  orderId: string;
  /** VES total that prefills 'Monto Pagado'. */
  amount: string;
  methods: readonly PaymentMethodOption[];
  /** The secret of a shared wizard link: the payment is registered without a session. */
  guestToken?: string;
  onDone(): void;
}

function SelectField({
  name,
  label,
  placeholder,
  options,
}: {
  name: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const [field, meta] = useField<string>(name);
  const invalid = meta.touched && !!meta.error;
  return (
    <BsForm.Group className="mb-3" controlId={id}>
      <BsForm.Label>{label}</BsForm.Label>
      <BsForm.Select {...field} isInvalid={invalid}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </BsForm.Select>
      <BsForm.Control.Feedback type="invalid">{meta.error}</BsForm.Control.Feedback>
    </BsForm.Group>
  );
}

function TermsCheck() {
  const [field, meta] = useField<boolean>({ name: 'acceptTerms', type: 'checkbox' });
  const invalid = meta.touched && !!meta.error;
  return (
    <BsForm.Group className="mb-3">
      <BsForm.Check
        name={field.name}
        checked={!!field.checked}
        onChange={field.onChange}
        onBlur={field.onBlur}
        id="payment-accept-terms"
        type="checkbox"
        isInvalid={invalid}
        feedback={meta.error}
        feedbackType="invalid"
        label={
          <>
            Acepto los{' '}
            <a href="/conditions" target="_blank" rel="noopener">
              términos y condiciones
            </a>{' '}
            y las{' '}
            <a href="/policies" target="_blank" rel="noopener">
              políticas de privacidad
            </a>
          </>
        }
      />
    </BsForm.Group>
  );
}

/** The pago móvil 'Detalles de Pago' form (customer spec §5), shared by the payment dialog and the offline wizard. */
export function PaymentForm({ orderId, amount, methods, guestToken, onDone }: PaymentFormProps) {
  const { data } = useQuery(PaymentBanksDocument);
  const [register] = useMutation(RegisterPagoMovilPaymentDocument);
  const [registerAsGuest] = useMutation(GuestRegisterPaymentDocument);
  const profile = useProfilePrefill(!guestToken);
  const toast = useToast();
  const [proof, setProof] = useState<File | null>(null);
  return (
    <Formik
      initialValues={{
        orderId,
        paymentMethodId: methods.length === 1 ? methods[0].id : '',
        bank: '',
        buyerId: '',
        paidAmount: amount,
        reference: '',
        acceptTerms: false,
      }}
      validationSchema={paymentSchema}
      onSubmit={async (values, helpers) => {
        try {
          const input = paymentSchema.cast(values);
          if (guestToken) await registerAsGuest({ variables: { token: guestToken, input } });
          else {
            const { data: registered } = await register({ variables: { input } });
            const paymentId = registered?.registerPagoMovilPayment.id;
            const problem = proof && paymentId ? await uploadProof(paymentId, proof) : null;
            // The payment is registered either way; the proof can only be lost, never block it.
            if (problem) toast.warning(t('paymentProof.registeredWithout'), problem);
          }
          onDone();
        } catch (error) {
          applyServerErrors(error, helpers);
        }
      }}
    >
      <Form noValidate data-testid="payment-form">
        <PrefillFields values={profile && { buyerId: profile.nationalId }} />
        <SelectField
          name="paymentMethodId"
          label="Método de Pago"
          placeholder="Selecciona el método"
          options={methods.map((m) => ({ value: m.id, label: m.name }))}
        />
        <SelectField
          name="bank"
          label="Banco Deudor"
          placeholder="Selecciona el banco"
          options={(data?.banks ?? []).map((b) => ({ value: b.code, label: `${b.code} - ${b.name}` }))}
        />
        <FormField name="buyerId" label="Identificación del Pagador" maxLength={20} />
        <FormField
          name="reference"
          label="Referencia Bancaria"
          minLength={6}
          maxLength={20}
          hint="Escribe al menos los últimos 6 dígitos de la referencia."
        />
        <FormField
          name="paidAmount"
          label="Monto Pagado (Bs.)"
          inputMode="decimal"
          hint="El monto exacto pagado."
        />
        {!guestToken && <ProofField onChange={setProof} />}
        <TermsCheck />
        <SubmitButton>Registrar Pago</SubmitButton>
      </Form>
    </Formik>
  );
}
