import { useMutation, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useToast } from '../../../components/toasts';
import {
  AdminFailuresDocument,
  AdminRetryFailedJobDocument,
  AdminRetryFailedMailDocument,
} from '../../../graphql/generated/admin';
import { reported } from '../cache';
import { dateTime } from '../format';
import { useTranslation } from '../../../i18n';

interface FailureRow {
  key: string;
  /** The cells before the error, attempts included. */
  cells: ReactNode[];
  error: string;
  when: string;
  retry: () => Promise<unknown>;
}

/** One table of failures: its own first columns, then error, date and "Reintentar". */
function FailureTable(props: {
  testId: string;
  caption: string;
  headers: string[];
  rows: FailureRow[];
  busy: boolean;
}) {
  const t = useTranslation().list((d) => d.adminFailures);
  if (props.rows.length === 0) return null;
  return (
    <Table size="sm" responsive data-testid={props.testId}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {[...props.headers, t.error, t.when].map((header) => (
            <th key={header}>{header}</th>
          ))}
          <th />
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
            <td className="small text-break">{row.error || '—'}</td>
            <td className="text-nowrap">{dateTime(row.when)}</td>
            <td className="text-end">
              <Button
                size="sm"
                variant="outline-primary"
                disabled={props.busy}
                onClick={() => reported(row.retry)}
              >
                <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
                {t.retry}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The dashboard's failed e-mails (outbox rows past their attempts) and failed jobs, each with "Reintentar". */
export function FailuresSection() {
  const t = useTranslation().list((d) => d.adminFailures);
  const toast = useToast();
  const { data, refetch } = useQuery(AdminFailuresDocument, { fetchPolicy: 'cache-and-network' });
  const [retryMail, mailState] = useMutation(AdminRetryFailedMailDocument);
  const [retryJob, jobState] = useMutation(AdminRetryFailedJobDocument);
  const failures = data?.adminFailures;
  if (!failures) return null;
  const retried = async () => {
    toast.success(t.retried);
    await refetch();
  };

  return (
    <section className="mt-5" data-testid="failures">
      <h2 className="h5 mb-3">{t.title}</h2>
      {failures.mails.length === 0 && failures.jobs.length === 0 && (
        <p className="text-body-secondary">{t.none}</p>
      )}
      <FailureTable
        testId="failed-mails"
        caption={t.mails}
        headers={[t.recipient, t.subject, t.attempts]}
        busy={mailState.loading}
        rows={failures.mails.map((m) => ({
          key: m.id,
          cells: [m.recipient, m.subject, m.attempts],
          error: m.lastError ?? '',
          when: m.updatedAt,
          retry: () => retryMail({ variables: { id: m.id } }).then(retried),
        }))}
      />
      <FailureTable
        testId="failed-jobs"
        caption={t.jobs}
        headers={[t.queue, t.attempts]}
        busy={jobState.loading}
        rows={failures.jobs.map((j) => ({
          key: j.id,
          cells: [j.queue, j.attempts],
          error: j.error,
          when: j.failedAt,
          retry: () => retryJob({ variables: { queue: j.queue, id: j.id } }).then(retried),
        }))}
      />
    </section>
  );
}
