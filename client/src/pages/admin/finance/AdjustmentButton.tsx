import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ledgerAdjustmentSchema } from '../../../../../schema/validation/finance';
import { useConfirm } from '../../../components/confirm';
import { FormField } from '../../../components/forms';
import { useToast } from '../../../components/toasts';
import { AdminRecordLedgerAdjustmentDocument } from '../../../graphql/generated/admin';
import { evictFields } from '../cache';
import { TextAreaField } from '../fields';
import { FormModal } from '../FormModal';
import { financeTexts as t } from './finance-texts';
import { usd } from './money';

/** An admin's manual adjustment of a supplier's commission, with its reason; asked once more before it is written. */
export function AdjustmentButton({ supplierId }: { supplierId: string }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [record] = useMutation(AdminRecordLedgerAdjustmentDocument, {
    update: evictFields('supplierBalances', 'monthlyCommission', 'ledgerEntries'),
  });
  return (
    <>
      <Button variant="outline-secondary" onClick={() => setOpen(true)}>
        <i className="bi bi-plus-slash-minus me-1" aria-hidden="true" />
        {t.adjustment}
      </Button>
      {open && (
        <FormModal
          show
          testId="adjustment-modal"
          title={t.adjustmentTitle}
          initialValues={{ supplierId, commissionUsd: '', reason: '' }}
          schema={ledgerAdjustmentSchema}
          submitLabel={t.adjustment}
          onHide={() => setOpen(false)}
          onSubmit={async ({ commissionUsd, reason }) => {
            if (!(await confirm({ body: t.adjustmentQuestion(usd(commissionUsd.trim())) })))
              throw new Error('cancelled');
            await record({
              variables: {
                input: { supplierId, commissionUsd: commissionUsd.trim(), reason: reason.trim() },
              },
            });
            toast.success(t.adjustmentSaved, t.adjustmentSavedBody);
          }}
        >
          <FormField name="commissionUsd" label={t.adjustmentAmount} inputMode="decimal" />
          <TextAreaField name="reason" label={t.adjustmentReason} maxLength={255} counter />
        </FormModal>
      )}
    </>
  );
}
