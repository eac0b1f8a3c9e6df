import { useMutation, useQuery } from '@apollo/client/react';
import { format } from 'date-fns';
import { Badge, Button, Card, ListGroup, Placeholder } from 'react-bootstrap';
import { MarkAlertReadDocument, SupplierAlertsDocument } from '../../../graphql/generated/admin';

function when(value: string | null | undefined): string {
  return value ? format(new Date(value), 'yyyy-MM-dd HH:mm') : '';
}

/**
 * The alerts Xplora sent to this supplier, newest first (supplier dashboard). Reading one marks it read once, which
 * the admins see as a double check.
 */
export function SupplierAlerts() {
  const { data, loading } = useQuery(SupplierAlertsDocument, { fetchPolicy: 'cache-and-network' });
  const [markRead, { loading: marking }] = useMutation(MarkAlertReadDocument);
  const alerts = data?.myAlerts ?? [];
  const unread = alerts.filter((a) => !a.readAt).length;

  return (
    <Card className="mt-4" data-testid="supplier-alerts">
      <Card.Header className="d-flex align-items-center gap-2 bg-white">
        <i className="bi bi-bell" aria-hidden="true" />
        <h2 className="h6 mb-0 me-auto">Alertas</h2>
        {unread > 0 && (
          <Badge bg="danger" pill aria-label={`${unread} sin leer`}>
            {unread}
          </Badge>
        )}
      </Card.Header>
      {loading && !data ? (
        <Card.Body>
          <Placeholder animation="glow">
            <Placeholder xs={8} /> <Placeholder xs={6} />
          </Placeholder>
        </Card.Body>
      ) : alerts.length === 0 ? (
        <Card.Body className="text-body-secondary">No tienes alertas.</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {alerts.map((alert) => (
            <ListGroup.Item
              key={alert.id}
              className={alert.readAt ? '' : 'bg-primary-subtle'}
              data-testid="supplier-alert"
              data-read={alert.readAt ? 'true' : 'false'}
            >
              <div className="d-flex flex-wrap align-items-baseline gap-2">
                <h3 className="h6 mb-1 me-auto">
                  {!alert.readAt && (
                    <Badge bg="primary" className="me-2">
                      Nueva
                    </Badge>
                  )}
                  {alert.title}
                </h3>
                <small className="text-body-secondary">{when(alert.sentAt)}</small>
              </div>
              {/* Sanitized by the server (sanitize-html) when the admin saved it. */}
              <div className="small" dangerouslySetInnerHTML={{ __html: alert.message }} />
              {alert.readAt ? (
                <small className="text-body-secondary">
                  <i className="bi bi-check2-all me-1" aria-hidden="true" />
                  Leída el {when(alert.readAt)}
                </small>
              ) : (
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="mt-1"
                  disabled={marking}
                  onClick={() => markRead({ variables: { id: alert.id } }).catch(() => undefined)}
                >
                  Marcar como leída
                </Button>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
