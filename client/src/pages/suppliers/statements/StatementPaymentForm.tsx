import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { statementPaymentSchema } from '../../../../../schema/validation/finance';
import { applyServerErrors, FormField, SubmitButton } from '../../../components/forms';
import { ProofField, uploadProof } from '../../../components/payment-dialog/proof';
import { useToast } from '../../../components/toasts';
import { SupplierRegisterStatementPaymentDocument } from '../../../graphql/generated/supplier-finance';
import { SelectField } from '../../admin/fields';

/** Today in Caracas (YYYY-MM-DD): the server's "today" for a payment date. */
function caracasToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
}

function yearAgo(today: string): string {
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
}

/** The shared rules plus the server's date window (not after today, not over a year ago). */
const schema = (today: string) =>
  statementPaymentSchema.concat(
    object({
      paidOn: string()
        .required('La Fecha del pago es requerida.')
        .test('future', 'La Fecha del pago no puede ser posterior a hoy.', (v) => !v || v <= today)
        .test('old', 'La Fecha del pago no puede tener más de un año.', (v) => !v || v >= yearAgo(today)),
    }),
  );

export const STATEMENT_PROOFS = '/api/v1/suppliers/statements/payments';

/**
 * 'Registrar pago': the supplier's pago móvil or transfer of its commission, in VES at today's rate, with an optional
 * screenshot of the bank's confirmation. The payment waits for Xplora's verification.
 */
export function StatementPaymentForm({
  statementId,
  dueVesToday,
  banks,
  onDone,
}: {
  statementId: string;
  dueVesToday: string | null;
  banks: readonly { code: string; name: string }[];
  onDone(): void;
}) {
  const toast = useToast();
  const [register] = useMutation(SupplierRegisterStatementPaymentDocument);
  const [proof, setProof] = useState<File | null>(null);
  const today = caracasToday();
  const rules = schema(today);
  return (
    <Formik
      initialValues={{
        statementId,
        bank: '',
        reference: '',
        amountVes: dueVesToday ? dueVesToday.replace('.', ',') : '',
        paidOn: today,
      }}
      validationSchema={rules}
      onSubmit={async (values, helpers) => {
        try {
          const input = rules.cast(values);
          const { data } = await register({ variables: { input } });
          const paymentId = data?.registerStatementPayment.id;
          const problem = proof && paymentId ? await uploadProof(paymentId, proof, STATEMENT_PROOFS) : null;
          if (problem) toast.warning('Pago registrado sin comprobante', problem);
          else toast.success('Pago registrado', 'Xplora lo verificará pronto.');
          onDone();
        } catch (error) {
          applyServerErrors(error, helpers);
        }
      }}
    >
      <Form noValidate data-testid="statement-payment-form">
        <SelectField
          name="bank"
          label="Banco emisor"
          placeholder="Selecciona el banco"
          options={banks.map((b) => ({ value: b.code, label: `${b.code} - ${b.name}` }))}
        />
        <FormField
          name="reference"
          label="Referencia Bancaria"
          minLength={6}
          maxLength={20}
          hint="Los números de la operación (6 a 20 caracteres)."
        />
        <FormField
          name="amountVes"
          label="Monto Pagado (Bs.)"
          inputMode="decimal"
          hint="En bolívares, a la tasa del día en que pagas."
        />
        <FormField name="paidOn" label="Fecha del pago" type="date" max={today} min={yearAgo(today)} />
        <ProofField onChange={setProof} />
        <SubmitButton>Registrar pago</SubmitButton>
      </Form>
    </Formik>
  );
}
