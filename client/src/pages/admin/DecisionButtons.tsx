import { Button } from 'react-bootstrap';

/** The accept (confirm, verify) and reject buttons of a row waiting for an admin's decision. */
export function DecisionButtons({
  acceptLabel,
  rejectLabel,
  busy = false,
  onAccept,
  onReject,
}: {
  acceptLabel: string;
  rejectLabel: string;
  busy?: boolean;
  onAccept(): void;
  onReject(): void;
}) {
  return (
    <>
      <Button size="sm" variant="success" className="me-2" disabled={busy} onClick={onAccept}>
        <i className="bi bi-check-lg me-1" aria-hidden="true" />
        {acceptLabel}
      </Button>
      <Button size="sm" variant="outline-danger" onClick={onReject}>
        <i className="bi bi-x-lg me-1" aria-hidden="true" />
        {rejectLabel}
      </Button>
    </>
  );
}
