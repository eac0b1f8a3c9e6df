import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Badge, Button, Card, Form } from 'react-bootstrap';
import { declineRefundSchema, markRefundedSchema } from '../../../../schema/validation/booking';
import { fill } from '../admin/admin-texts';
import { TextAreaField } from '../admin/fields';
import { FormModal } from '../admin/FormModal';
import { FormField } from '../../components/forms';
import { Pagination } from '../../components/paginated-table';
import { useToast } from '../../components/toasts';
import {
  DeclineRefundDocument,
  MarkRefundedDocument,
  RefundsDocument,
  type RefundStatus,
} from '../../graphql/generated/graphql';
import { RefundPayment } from '../bookings/RefundPayment';
import { useRefundTexts } from '../bookings/refund-texts';

const PER_PAGE = 15;
const STATUSES: RefundStatus[] = ['Requested', 'Refunded', 'Declined'];
const BADGE: Record<RefundStatus, string> = {
  Requested: 'secondary',
  Refunded: 'success',
  Declined: 'danger',
};

/**
 * Reembolsos: the refund requests of the supplier's activities (every supplier's for an admin),
 * requested first, each with the customer's payment (state and reference); each is marked refunded with the pago
 * móvil reference (only when that payment was verified: the server refuses otherwise), or declined with a reason.
 */
export function RefundsPage() {
  const t = useRefundTexts();
  const toast = useToast();
  const [status, setStatus] = useState<RefundStatus | ''>('Requested');
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(RefundsDocument, {
    variables: { status: status || null, page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [markRefunded] = useMutation(MarkRefundedDocument);
  const [declineRefund] = useMutation(DeclineRefundDocument);
  const [marking, setMarking] = useState<string | null>(null);
  const [declining, setDeclining] = useState<string | null>(null);
  const items = data?.refunds.items ?? [];

  return (
    <section data-testid="refunds-page">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-3">
        <h1 className="h4 mb-0">{t.list.title}</h1>
        <Form.Group controlId="refund-status-filter">
          <Form.Label className="small mb-1">{t.list.filter}</Form.Label>
          <Form.Select
            size="sm"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as RefundStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t.list.all}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.state[s]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      {loading && !data && (
        <p className="placeholder-glow" aria-busy="true">
          <span className="placeholder col-12" />
        </p>
      )}
      {data && items.length === 0 && <p className="text-body-secondary">{t.list.empty}</p>}
      <div className="row g-3">
        {items.map((refund) => (
          <div key={refund.id} className="col-12 col-md-6">
            <Card className="h-100" data-testid="refund-card">
              <Card.Body>
                <div className="d-flex justify-content-between gap-2 flex-wrap">
                  <h2 className="h6 mb-1">{fill(t.list.booking, { id: refund.booking.id })}</h2>
                  <Badge bg={BADGE[refund.status]}>{t.state[refund.status]}</Badge>
                </div>
                <div className="fw-semibold text-break">{refund.booking.activity.title}</div>
                <div>{fill(t.list.customer, { name: refund.booking.personName })}</div>
                <div>{fill(t.list.date, { date: refund.booking.date.startsAt })}</div>
                <RefundPayment refund={refund} />
                <div className="fs-5 my-2" data-testid="refund-amount">
                  {fill(t.state.amount, { usd: refund.amountUsd, ves: refund.amountVes })}
                </div>
                {refund.reference && <div>{fill(t.state.reference, { reference: refund.reference })}</div>}
                {refund.declineReason && <div>{fill(t.state.reason, { reason: refund.declineReason })}</div>}
                {refund.status === 'Requested' && (
                  <div className="d-flex gap-2 mt-2 flex-wrap">
                    {refund.paymentStatus === 'Verified' && (
                      <Button size="sm" variant="success" onClick={() => setMarking(refund.id)}>
                        {t.list.mark}
                      </Button>
                    )}
                    <Button size="sm" variant="outline-danger" onClick={() => setDeclining(refund.id)}>
                      {t.list.decline}
                    </Button>
                  </div>
                )}
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
      {data && data.refunds.lastPage > 1 && (
        <div className="mt-3">
          <Pagination
            page={data.refunds.page}
            lastPage={data.refunds.lastPage}
            perPage={PER_PAGE}
            total={data.refunds.total}
            onPageChange={setPage}
            disabled={loading}
          />
        </div>
      )}
      {marking && (
        <FormModal
          show
          testId="mark-refunded-modal"
          title={t.list.markTitle}
          submitLabel={t.list.mark}
          initialValues={{ reference: '' }}
          schema={markRefundedSchema}
          onHide={() => setMarking(null)}
          onSubmit={async (values) => {
            await markRefunded({ variables: { id: marking, reference: values.reference.trim() } });
            toast.success(t.list.marked);
            await refetch();
          }}
        >
          <FormField name="reference" label={t.list.referenceLabel} inputMode="numeric" maxLength={20} />
        </FormModal>
      )}
      {declining && (
        <FormModal
          show
          testId="decline-refund-modal"
          title={t.list.declineTitle}
          submitLabel={t.list.decline}
          initialValues={{ reason: '' }}
          schema={declineRefundSchema}
          onHide={() => setDeclining(null)}
          onSubmit={async (values) => {
            await declineRefund({ variables: { id: declining, reason: values.reason.trim() } });
            toast.success(t.list.declined);
            await refetch();
          }}
        >
          <TextAreaField name="reason" label={t.list.reasonLabel} maxLength={255} counter />
        </FormModal>
      )}
    </section>
  );
}
