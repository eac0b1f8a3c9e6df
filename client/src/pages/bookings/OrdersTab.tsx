import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { ActivityCard } from '../../components/activity-card';
import { BookingSummary } from '../../components/booking-summary';
import { useConfirm } from '../../components/confirm';
import { Pagination } from '../../components/paginated-table';
import { PaymentDialog } from '../../components/payment-dialog';
import { ActivityCardSkeletons } from '../../components/skeleton';
import { DeleteOrderDocument, OrdersDocument, type OrdersQuery } from '../../graphql/generated/graphql';
import { CancelAction, RefundState } from './CancelAction';
import { t } from '../../i18n';
import { Countdown } from './Countdown';
import { ReviewAction } from './ReviewAction';
import { RescheduleAction } from './RescheduleAction';

export type OrdersTabName = 'unpaid' | 'processing' | 'processed' | 'cancelled';

type OrderItem = OrdersQuery['orders']['items'][number];

/** The spec's tab filters (customer spec §4.4). */
const FILTERS: Record<OrdersTabName, { status: number; paid: boolean | null }> = {
  unpaid: { status: 0, paid: false },
  processing: { status: 1, paid: false },
  processed: { status: 1, paid: true },
  cancelled: { status: 2, paid: null },
};

const PER_PAGE = 20;

function OrderCard({ order, tab, onPay }: { order: OrderItem; tab: OrdersTabName; onPay(): void }) {
  const confirm = useConfirm();
  const client = useApolloClient();
  const [deleteOrder, { loading }] = useMutation(DeleteOrderDocument, { refetchQueries: [OrdersDocument] });
  const expired = new Date(order.expiresAt).getTime() <= Date.now();
  return (
    <Card className="mb-3" data-testid="order-item">
      <Card.Body>
        <Row className="g-3">
          <Col md={7}>
            <div className="d-flex justify-content-between align-items-center mb-2 gap-2 flex-wrap">
              <h2 className="h6 mb-0">Pedido #{order.id}</h2>
              {tab === 'unpaid' && <Countdown expiresAt={order.expiresAt} />}
            </div>
            <BookingSummary bookings={[order.booking]} />
            {tab === 'processed' && (
              <Link className="btn btn-primary btn-sm mt-3" to={paths.voucher(order.booking.id)}>
                {t('voucher.open')}
              </Link>
            )}
            {tab === 'processed' && (
              <ReviewAction booking={order.booking} activityTitle={order.booking.activity.title} />
            )}
            {tab !== 'cancelled' && <RescheduleAction booking={order.booking} />}
            {(tab === 'processing' || tab === 'processed') && <CancelAction booking={order.booking} />}
            {tab === 'cancelled' && <RefundState booking={order.booking} />}
            {tab === 'unpaid' && (
              <div className="d-flex gap-2 mt-3">
                <Button onClick={onPay} disabled={expired}>
                  Pagar
                </Button>
                <Button
                  variant="outline-danger"
                  disabled={loading}
                  onClick={() =>
                    void (async () => {
                      if (await confirm()) {
                        // Refused (paid or cancelled meanwhile, from another tab): the catalogue says why
                        // once; reloading the tab drops the stale order.
                        await deleteOrder({ variables: { id: order.id } }).catch(() =>
                          client.refetchQueries({ include: [OrdersDocument] }),
                        );
                      }
                    })()
                  }
                >
                  Eliminar
                </Button>
              </div>
            )}
          </Col>
          <Col md={5}>
            <ActivityCard activity={order.booking.activity} />
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}

/** One bookings tab: the customer's orders in that state. */
export function OrdersTab({ tab }: { tab: OrdersTabName }) {
  const filter = FILTERS[tab];
  const navigate = useNavigate();
  const [paying, setPaying] = useState<OrderItem | null>(null);
  // The page lives in the URL so that back and reload keep it.
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { data, loading, refetch } = useQuery(OrdersDocument, {
    variables: { ...filter, page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.orders.items ?? [];
  const goTo = (next: number) => {
    setSearch(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  if (loading && !data) {
    return (
      <div className="row">
        <ActivityCardSkeletons count={2} columnClassName="col-12 col-md-6" />
      </div>
    );
  }
  return (
    <div data-testid={`orders-${tab}`}>
      {items.length === 0 ? (
        <p className="text-muted py-4 text-center">No hay reservas en esta sección.</p>
      ) : (
        items.map((order) => (
          <OrderCard key={order.id} order={order} tab={tab} onPay={() => setPaying(order)} />
        ))
      )}
      {data && data.orders.lastPage > 1 && (
        <Pagination
          page={data.orders.page}
          lastPage={data.orders.lastPage}
          perPage={PER_PAGE}
          total={data.orders.total}
          onPageChange={goTo}
          disabled={loading}
        />
      )}
      {paying && (
        <PaymentDialog
          show
          orderId={paying.id}
          bookingId={paying.booking.id}
          amount={paying.totalVes}
          onHide={() => setPaying(null)}
          onPaid={() => {
            setPaying(null);
            void refetch();
            navigate(paths.bookingsTab('processing'));
          }}
        />
      )}
    </div>
  );
}

export function UnpaidTab() {
  return <OrdersTab tab="unpaid" />;
}
export function ProcessingTab() {
  return <OrdersTab tab="processing" />;
}
export function ProcessedTab() {
  return <OrdersTab tab="processed" />;
}
export function CancelledTab() {
  return <OrdersTab tab="cancelled" />;
}
