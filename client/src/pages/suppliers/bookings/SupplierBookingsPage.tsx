import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { PaginatedTable, useTableParams, type TableColumn } from '../../../components/paginated-table';
import { useToast } from '../../../components/toasts';
import {
  SupplierActivityChoicesDocument,
  SupplierBookingsDocument,
  type SupplierBookingRowFieldsFragment,
} from '../../../graphql/generated/supplier-day';
import { ves } from '../../admin/payments/PendingPaymentsPage';
import { livePolling } from '../payments/live';
import { downloadBookingsCsv } from './csv-download';
import { FilterSelect, optionsOf, type FilterSelectProps } from './FilterSelect';
import { graphqlFilter, restQuery, useBookingFilters, type BookingFilterValues } from './filters';
import { BOOKING_STATUS, bookingPath, PAYMENT_STATE } from './labels';

type Row = SupplierBookingRowFieldsFragment;

const SORT_KEYS = [
  'id',
  'code',
  'status',
  'created_at',
  'starts_at',
  'activity_title',
  'customer_name',
  'customer_email',
  'seats',
  'total_usd',
  'total_ves',
  'payment_state',
  'checked_in_at',
] as const;
const DEFAULT_SORT = { key: 'starts_at', direction: 'desc' } as const;
const CHECK_IN_OPTIONS = [
  { value: 'yes', label: 'Llegó' },
  { value: 'no', label: 'No ha llegado' },
];

const columns: TableColumn<Row>[] = [
  {
    id: 'code',
    header: 'Código',
    sortKey: 'code',
    cell: (b) => (
      <Link to={bookingPath(b.id)} className="font-monospace text-nowrap" data-testid="booking-link">
        {b.code}
      </Link>
    ),
  },
  {
    id: 'starts_at',
    header: 'Salida',
    sortKey: 'starts_at',
    cell: (b) => (
      <span className="text-nowrap">
        {b.date} {b.time}
      </span>
    ),
  },
  { id: 'activity', header: 'Actividad', sortKey: 'activity_title', cell: (b) => b.activityTitle },
  {
    id: 'customer_name',
    header: 'Cliente',
    sortKey: 'customer_name',
    cell: (b) => (
      <>
        <div data-testid="booking-customer">{b.customerName}</div>
        <div className="small text-body-secondary text-break">{b.customerEmail}</div>
      </>
    ),
  },
  { id: 'seats', header: 'Cupos', sortKey: 'seats', className: 'text-end', cell: (b) => b.seats },
  {
    id: 'total_ves',
    header: 'Total',
    sortKey: 'total_ves',
    className: 'text-end text-nowrap',
    cell: (b) => (
      <>
        <div>{b.totalVes ? ves(b.totalVes) : '—'}</div>
        {b.totalUsd && <div className="small text-body-secondary">USD {b.totalUsd}</div>}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Estado',
    sortKey: 'status',
    cell: (b) => <Badge bg={BOOKING_STATUS[b.status]?.variant}>{BOOKING_STATUS[b.status]?.label}</Badge>,
  },
  {
    id: 'payment_state',
    header: 'Pago',
    sortKey: 'payment_state',
    cell: (b) => (
      <Badge bg={PAYMENT_STATE[b.paymentState].variant} text={b.paymentState === 'None' ? 'dark' : undefined}>
        {PAYMENT_STATE[b.paymentState].label}
      </Badge>
    ),
  },
  {
    id: 'checked_in_at',
    header: 'Llegó',
    sortKey: 'checked_in_at',
    cell: (b) =>
      b.checkedInAt ? (
        <i className="bi bi-check-circle-fill text-success" aria-label="Llegó" />
      ) : (
        <span className="text-body-secondary">—</span>
      ),
  },
];

/** Reservas: every booking of the supplier's activities, filtered, searched, sorted, exported. */
export function SupplierBookingsPage() {
  const toast = useToast();
  const table = useTableParams({ defaultSort: DEFAULT_SORT, sortKeys: SORT_KEYS });
  const [filters, setFilters] = useBookingFilters();
  const [search, setSearch] = useState(filters.q);
  const [exporting, setExporting] = useState(false);
  const orderBy = `${table.sort.key}:${table.sort.direction}`;
  const { data, loading, error } = useQuery(SupplierBookingsDocument, {
    variables: { filter: graphqlFilter(filters), page: table.page, perPage: table.perPage, orderBy },
    fetchPolicy: 'cache-and-network',
    ...livePolling,
  });
  const activities = useQuery(SupplierActivityChoicesDocument).data?.supplierActivities.items ?? [];
  const page = data?.supplierBookings;
  const selects: (FilterSelectProps & { name: keyof BookingFilterValues })[] = [
    {
      name: 'activity',
      label: 'Actividad',
      all: 'Todas',
      options: activities.map((a) => ({ value: a.id, label: a.title })),
      xs: 12,
      md: 6,
      lg: 4,
    },
    { name: 'status', label: 'Estado', all: 'Todos', options: optionsOf(BOOKING_STATUS), xs: 4, md: 2 },
    { name: 'payment', label: 'Pago', all: 'Todos', options: optionsOf(PAYMENT_STATE), xs: 4, md: 2 },
    { name: 'checkin', label: 'Llegada', all: 'Todas', options: CHECK_IN_OPTIONS, xs: 4, md: 2 },
  ];

  const onExport = async () => {
    setExporting(true);
    const problem = await downloadBookingsCsv(restQuery(filters, orderBy));
    setExporting(false);
    if (problem) toast.danger('No se pudo exportar', problem);
  };

  return (
    <section data-testid="supplier-bookings">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0 me-auto">Reservas</h1>
        <Button variant="outline-secondary" onClick={() => void onExport()} disabled={exporting}>
          <i className="bi bi-download me-1" aria-hidden="true" />
          Exportar CSV
        </Button>
      </div>
      <Form
        className="mb-3"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ q: search.trim() });
        }}
      >
        <Row className="g-2">
          <Col xs={12} md={6} lg={4}>
            <Form.Label htmlFor="bookings-search" className="small mb-1">
              Buscar
            </Form.Label>
            <div className="d-flex gap-2">
              <Form.Control
                id="bookings-search"
                type="search"
                placeholder="Nombre, correo o código"
                value={search}
                maxLength={100}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Button type="submit" variant="primary" aria-label="Buscar reservas">
                <i className="bi bi-search" aria-hidden="true" />
              </Button>
            </div>
          </Col>
          <Col xs={6} md={3} lg={2}>
            <Form.Label htmlFor="bookings-from" className="small mb-1">
              Salida desde
            </Form.Label>
            <Form.Control
              id="bookings-from"
              type="date"
              value={filters.from}
              onChange={(event) => setFilters({ from: event.target.value })}
            />
          </Col>
          <Col xs={6} md={3} lg={2}>
            <Form.Label htmlFor="bookings-to" className="small mb-1">
              hasta
            </Form.Label>
            <Form.Control
              id="bookings-to"
              type="date"
              value={filters.to}
              onChange={(event) => setFilters({ to: event.target.value })}
            />
          </Col>
          {selects.map(({ name, ...select }) => (
            <FilterSelect
              key={name}
              id={`bookings-${name}`}
              {...select}
              value={filters[name]}
              onChange={(value) => setFilters({ [name]: value })}
            />
          ))}
        </Row>
      </Form>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error.message}
        </div>
      )}
      <PaginatedTable
        testId="supplier-bookings-table"
        caption="Reservas"
        columns={columns}
        rows={page?.items ?? []}
        rowKey={(b) => b.id}
        emptyMessage="No hay reservas con estos filtros"
        loading={loading}
        sort={table.sort}
        onSortChange={table.setSort}
        paging={table.pagingOf(page)}
        className="table-sm"
      />
    </section>
  );
}
