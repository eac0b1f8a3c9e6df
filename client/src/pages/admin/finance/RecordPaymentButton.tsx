import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { statementPaymentSchema } from '../../../../../schema/validation/finance';
import { useConfirm } from '../../../components/confirm';
import { FormField } from '../../../components/forms';
import { useToast } from '../../../components/toasts';
import {
  AdminFinanceBanksDocument,
  AdminRecordStatementPaymentDocument,
} from '../../../graphql/generated/admin';
import { evictFields } from '../cache';
import { SelectField } from '../fields';
import { FormModal } from '../FormModal';
import { financeTexts as t } from './finance-texts';
import { caracasToday } from './money';

/** An admin records a supplier's payment directly on a statement: it counts at once (verified). */
export function RecordPaymentButton({
  statementId,
  dueVesToday,
  onDone,
}: {
  statementId: string;
  dueVesToday: string | null;
  onDone(): Promise<unknown>;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const banks = useQuery(AdminFinanceBanksDocument, { skip: !open });
  const [record] = useMutation(AdminRecordStatementPaymentDocument, {
    update: evictFields('supplierBalances', 'adminStatements'),
  });
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        <i className="bi bi-cash-coin me-1" aria-hidden="true" />
        {t.recordPayment}
      </Button>
      {open && (
        <FormModal
          show
          testId="record-payment-modal"
          title={t.recordPayment}
          initialValues={{
            statementId,
            bank: '',
            reference: '',
            amountVes: dueVesToday ?? '',
            paidOn: caracasToday(),
          }}
          schema={statementPaymentSchema}
          submitLabel={t.recordPayment}
          onHide={() => setOpen(false)}
          onSubmit={async (values) => {
            if (!(await confirm({ body: t.recordQuestion }))) throw new Error('cancelled');
            const input = {
              statementId,
              bank: values.bank,
              reference: values.reference.trim(),
              amountVes: values.amountVes.trim(),
              paidOn: values.paidOn,
            };
            await record({ variables: { input } });
            toast.success(t.recorded);
            await onDone();
          }}
        >
          <SelectField
            name="bank"
            label={t.bank}
            placeholder={t.selectBank}
            options={(banks.data?.banks ?? []).map((b) => ({ value: b.code, label: `${b.code} ${b.name}` }))}
          />
          <FormField name="reference" label={t.reference} maxLength={20} />
          <FormField name="amountVes" label={t.amountVes} inputMode="decimal" />
          <FormField name="paidOn" label={t.paidOn} type="date" max={caracasToday()} />
        </FormModal>
      )}
    </>
  );
}
