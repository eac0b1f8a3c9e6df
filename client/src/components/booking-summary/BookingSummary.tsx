import Decimal from 'decimal.js';
import { Table } from 'react-bootstrap';
import type { BookingSummary_BookingFragment } from '../../graphql/generated/graphql';
import { slotWhen } from './slot-when';

export type BookingSummaryBooking = BookingSummary_BookingFragment;

function money(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2);
}

/**
 * Booking summary widget (customer spec §2.7): per booking the day and start time of the activity (and its title when
 * more than one booking), its price lines (title, unit price, quantity, line total), then 'Total Ref' (USD) and '(*) Total Bs.' (VES).
 */
export function BookingSummary({ bookings }: { bookings: readonly BookingSummaryBooking[] }) {
  if (bookings.length === 0) {
    return (
      <p className="text-muted mb-0" data-testid="booking-summary-empty">
        No items
      </p>
    );
  }
  const totalUsd = bookings.reduce((sum, b) => sum.plus(b.totalUsd), new Decimal(0));
  const totalVes = bookings.reduce((sum, b) => sum.plus(b.totalVes), new Decimal(0));
  const many = bookings.length > 1;
  return (
    <div className="xp-booking-summary" data-testid="booking-summary">
      <Table size="sm" responsive className="mb-2">
        <thead>
          <tr>
            <th scope="col">Tarifa</th>
            <th scope="col" className="text-end">
              Precio
            </th>
            <th scope="col" className="text-end">
              Cant.
            </th>
            <th scope="col" className="text-end">
              Total
            </th>
          </tr>
        </thead>
        {bookings.map((booking) => (
          <tbody key={booking.id}>
            <tr>
              <th colSpan={4} scope="rowgroup" className="pt-2 fw-normal">
                {many && <span className="d-block fw-semibold">{booking.activity.title}</span>}
                <span data-testid="booking-when">
                  <i className="bi bi-calendar-event me-1" aria-hidden="true" />
                  {slotWhen(booking.date.startsAt, booking.time.startsAt)}
                </span>
              </th>
            </tr>
            {booking.details.map((line) => (
              <tr key={line.id}>
                <td>{line.price.title}</td>
                <td className="text-end">${money(line.unitPrice)}</td>
                <td className="text-end">{line.quantity}</td>
                <td className="text-end">${money(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </Table>
      <dl className="row mb-1">
        <dt className="col-7">Total Ref</dt>
        <dd className="col-5 text-end mb-1" data-testid="summary-total-usd">
          ${money(totalUsd)}
        </dd>
        <dt className="col-7">(*) Total Bs.</dt>
        <dd className="col-5 text-end mb-1" data-testid="summary-total-ves">
          Bs. {money(totalVes)}
        </dd>
      </dl>
      <p className="small text-muted mb-0">
        (*) El precio estimado en bolívares puede variar según la tasa de cambio al momento de la compra.
      </p>
    </div>
  );
}
