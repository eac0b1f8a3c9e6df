import { Button, Modal, Table } from 'react-bootstrap';
import type { AdminPendingActivitiesQuery } from '../../../graphql/generated/admin';
import { useAdminTexts } from '../admin-texts';

type Pending = AdminPendingActivitiesQuery['pendingActivities']['items'][number];

/**
 * What changed in a published activity since its last approval: one row per field the public sees,
 * with the approved text and the current one (lists one item per line). Shown as text, never as HTML.
 */
export function ActivityChangesModal({ activity, onHide }: { activity: Pending; onHide: () => void }) {
  const t = useAdminTexts();
  const shown = (value: string) =>
    value || <em className="text-body-secondary">{t.approvals.empty_value}</em>;
  return (
    <Modal
      show
      onHide={onHide}
      size="lg"
      scrollable
      data-testid="changes-modal"
      aria-labelledby="changes-title"
    >
      <Modal.Header closeButton closeLabel={t.approvals.close}>
        <Modal.Title as="h2" id="changes-title" className="h5">
          {t.approvals.changesTitle}: {activity.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Table responsive size="sm" className="align-top">
          <caption className="visually-hidden">{t.approvals.changes}</caption>
          <thead>
            <tr>
              <th scope="col">{t.approvals.field}</th>
              <th scope="col">{t.approvals.before}</th>
              <th scope="col">{t.approvals.after}</th>
            </tr>
          </thead>
          <tbody>
            {activity.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row" className="text-nowrap">
                  {change.field}
                </th>
                <td className="text-break" style={{ whiteSpace: 'pre-line' }}>
                  {shown(change.before)}
                </td>
                <td className="text-break" style={{ whiteSpace: 'pre-line' }}>
                  {shown(change.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t.approvals.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
