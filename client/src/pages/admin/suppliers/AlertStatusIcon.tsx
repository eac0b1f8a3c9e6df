import { OverlayTrigger, Tooltip } from 'react-bootstrap';
import { fill, useAdminTexts } from '../admin-texts';
import { dateTime } from '../format';

/**
 * Supplier spec §4: a sent alert shows a double check when read (tooltip: read date) or a single check
 * (tooltip: created date); an unsent one a red cross with 'Has not been sent yet'.
 */
export function AlertStatusIcon({
  id,
  status,
  createdAt,
  readAt,
}: {
  id: string;
  status: number;
  createdAt: string;
  readAt?: string | null;
}) {
  const t = useAdminTexts();
  const [icon, label, state] =
    status !== 1
      ? ['bi-x-lg text-danger', t.alerts.unsentTooltip, 'unsent']
      : readAt
        ? ['bi-check2-all text-primary', fill(t.alerts.readTooltip, { date: dateTime(readAt) }), 'read']
        : [
            'bi-check2 text-body-secondary',
            fill(t.alerts.sentTooltip, { date: dateTime(createdAt) }),
            'sent',
          ];
  return (
    <OverlayTrigger placement="right" overlay={<Tooltip id={`alert-status-${id}`}>{label}</Tooltip>}>
      <span
        className="d-inline-block fs-5"
        tabIndex={0}
        role="img"
        aria-label={label}
        data-testid="alert-status"
        data-state={state}
      >
        <i className={`bi ${icon}`} aria-hidden="true" />
      </span>
    </OverlayTrigger>
  );
}
