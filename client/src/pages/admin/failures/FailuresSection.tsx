import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Table } from 'react-bootstrap';
import { useToast } from '../../../components/toasts';
import {
  AdminFailuresDocument,
  AdminRetryFailedJobDocument,
  AdminRetryFailedMailDocument,
} from '../../../graphql/generated/graphql';
import { reported } from '../cache';
import { dateTime } from '../format';
import { useFailureTexts } from './failures-texts';

function RetryButton({
  label,
  busy,
  onRetry,
}: {
  label: string;
  busy: boolean;
  onRetry: () => Promise<unknown>;
}) {
  return (
    <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => reported(onRetry)}>
      <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** The dashboard's failed e-mails (outbox rows past their attempts) and failed jobs, each with "Reintentar". */
export function FailuresSection() {
  const t = useFailureTexts();
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
      {failures.mails.length > 0 && (
        <Table size="sm" responsive data-testid="failed-mails">
          <caption>{t.mails}</caption>
          <thead>
            <tr>
              <th>{t.recipient}</th>
              <th>{t.subject}</th>
              <th>{t.attempts}</th>
              <th>{t.error}</th>
              <th>{t.when}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {failures.mails.map((m) => (
              <tr key={m.id}>
                <td>{m.recipient}</td>
                <td>{m.subject}</td>
                <td>{m.attempts}</td>
                <td className="small text-break">{m.lastError ?? '—'}</td>
                <td className="text-nowrap">{dateTime(m.updatedAt)}</td>
                <td className="text-end">
                  <RetryButton
                    label={t.retry}
                    busy={mailState.loading}
                    onRetry={() => retryMail({ variables: { id: m.id } }).then(retried)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {failures.jobs.length > 0 && (
        <Table size="sm" responsive data-testid="failed-jobs">
          <caption>{t.jobs}</caption>
          <thead>
            <tr>
              <th>{t.queue}</th>
              <th>{t.attempts}</th>
              <th>{t.error}</th>
              <th>{t.when}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {failures.jobs.map((j) => (
              <tr key={j.id}>
                <td>{j.queue}</td>
                <td>{j.attempts}</td>
                <td className="small text-break">{j.error || '—'}</td>
                <td className="text-nowrap">{dateTime(j.failedAt)}</td>
                <td className="text-end">
                  <RetryButton
                    label={t.retry}
                    busy={jobState.loading}
                    onRetry={() => retryJob({ variables: { queue: j.queue, id: j.id } }).then(retried)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
