import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toasts';
import { AdminSetStatementPeriodDocument, type StatementPeriod } from '../../../graphql/generated/admin';
import { evictFields, reported } from '../cache';
import { financeTexts as t, PERIOD_LABEL } from './finance-texts';

/** The supplier's statement cadence (monthly or fortnightly), set by the admin from its open period on. */
export function StatementPeriodForm({ supplierId, period }: { supplierId: string; period: StatementPeriod }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [value, setValue] = useState(period);
  const [save, { loading }] = useMutation(AdminSetStatementPeriodDocument, {
    update: evictFields('supplierBalances'),
  });
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2"
      data-testid="statement-period-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!(await confirm({ body: t.periodQuestion(PERIOD_LABEL[value].toLowerCase()) }))) return;
        await reported(async () => {
          await save({ variables: { supplierId, period: value } });
          toast.success(t.periodSaved, t.periodHint);
        });
      }}
    >
      <Form.Group controlId="statement-period">
        <Form.Label className="small mb-1">{t.periodTitle}</Form.Label>
        <Form.Select value={value} onChange={(e) => setValue(e.target.value as StatementPeriod)}>
          {(Object.keys(PERIOD_LABEL) as StatementPeriod[]).map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABEL[p]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" variant="outline-primary" disabled={loading || value === period}>
        {t.savePeriod}
      </Button>
    </Form>
  );
}
