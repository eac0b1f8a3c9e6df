import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Card, Col, Form, Placeholder, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../platform/paths';
import { BookingSummary } from '../../components/booking-summary';
import { useConfirm } from '../../components/confirm';
import { useToast } from '../../components/toasts';
import {
  CartBookingsDocument,
  OrdersDocument,
  PlaceOrderDocument,
  RemoveBookingDocument,
} from '../../graphql/generated/graphql';

function WhyBookWithUs() {
  return (
    <Card className="mt-3" data-testid="why-book">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          ¿Por qué reservar con nosotros?
        </Card.Title>
        <ul className="small mb-0 ps-3">
          <li>Aliados verificados y actividades aprobadas.</li>
          <li>Pago seguro por pago móvil en bolívares.</li>
          <li>Soporte antes, durante y después de tu aventura.</li>
        </ul>
      </Card.Body>
    </Card>
  );
}

/** 'Carrito de compras' (customer spec §2.7): pending bookings, their summary and 'Continuar'. */
export function CartPage() {
  const { data, loading } = useQuery(CartBookingsDocument, { fetchPolicy: 'cache-and-network' });
  const [removeBooking] = useMutation(RemoveBookingDocument, {
    refetchQueries: [{ query: CartBookingsDocument }],
  });
  const [placeOrder, { loading: placing }] = useMutation(PlaceOrderDocument, {
    refetchQueries: [{ query: CartBookingsDocument }, OrdersDocument],
  });
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());

  const bookings = (data?.cartBookings ?? []).filter((b) => b.status === 1);
  const checked = bookings.filter((b) => !unchecked.has(b.id));

  function toggle(id: string) {
    const next = new Set(unchecked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setUnchecked(next);
  }

  async function remove(id: string) {
    if (!(await confirm())) return;
    await removeBooking({ variables: { id } }).catch(() => undefined);
  }

  async function proceed() {
    if (checked.length === 0) return;
    try {
      await placeOrder({ variables: { input: { bookingIds: checked.map((b) => b.id) } } });
      toast.success('Pedido realizado');
      navigate(paths.bookingsTab('unpaid'));
    } catch {
      // The Apollo error catalogue already reports it.
    }
  }

  return (
    <div className="container py-4">
      <h1 className="h3 mb-4">Carrito de compras</h1>
      <Row className="g-4">
        <Col lg={7}>
          {loading && !data ? (
            [0, 1].map((i) => (
              <Card key={i} body className="mb-3" aria-busy="true">
                <Placeholder as="div" animation="glow">
                  <Placeholder xs={7} className="mb-2" />
                  <Placeholder xs={4} />
                </Placeholder>
              </Card>
            ))
          ) : bookings.length === 0 ? (
            <Card body className="text-center" data-testid="cart-empty">
              <p className="mb-3">Tu carrito está vacío.</p>
              <Link to={paths.search} className="btn btn-primary">
                Buscar actividades
              </Link>
            </Card>
          ) : (
            bookings.map((b) => (
              <Card key={b.id} className="mb-3" data-testid="cart-item" data-booking-id={b.id}>
                <Card.Body className="d-flex align-items-start gap-3">
                  <Form.Check
                    id={`cart-${b.id}`}
                    checked={!unchecked.has(b.id)}
                    onChange={() => toggle(b.id)}
                    aria-label={`Incluir ${b.activity.title}`}
                  />
                  <div className="flex-grow-1">
                    <h2 className="h6">{b.activity.title}</h2>
                    <BookingSummary bookings={[b]} />
                  </div>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label="Eliminar"
                    onClick={() => void remove(b.id)}
                  >
                    <i className="bi bi-trash" aria-hidden="true" />
                  </Button>
                </Card.Body>
              </Card>
            ))
          )}
        </Col>
        <Col lg={5}>
          <Card data-testid="cart-summary">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Resumen
              </Card.Title>
              <BookingSummary bookings={checked} />
              <Button
                className="w-100 mt-3"
                disabled={checked.length === 0 || placing}
                onClick={() => void proceed()}
              >
                Continuar
              </Button>
            </Card.Body>
          </Card>
          <WhyBookWithUs />
        </Col>
      </Row>
    </div>
  );
}
