import type { Context } from '../../graphql/context.js';
import { UnauthenticatedError } from '../../graphql/errors.js';
import { profileOf } from './profile.service.js';

/** Every query filters by the session user's id: the export can only ever hold the account's own rows. */
const SQL = {
  bookings: `select b.id, b.status, a.id as activity_id, a.title as activity, d.starts_at as date,
        t.starts_at as time, b.exchange_rate, b.attendee_name, b.attendee_national_id, b.attendee_email,
        b.attendee_phone, b.created_at,
        coalesce((select json_agg(json_build_object('price', p.title, 'quantity', x.quantity,
            'unit_price', x.unit_price, 'participants', x.participants) order by x.id)
          from booking_details x join activity_prices p on p.id = x.activity_price_id
          where x.booking_id = b.id), '[]') as details
      from bookings b join activities a on a.id = b.activity_id
      join activity_dates d on d.id = b.activity_date_id join activity_times t on t.id = b.activity_time_id
      where b.user_id = ? order by b.id`,
  orders: `select o.id, o.activity_booking_id as booking_id, o.status, o.paid, o.issue_date, o.expires_at,
        o.total_usd, o.total_ves
      from orders o join bookings b on b.id = o.activity_booking_id
      where b.user_id = ? order by o.id`,
  payments: `select p.id, p.order_id, m.name as method, p.bank_code, p.buyer_id, p.paid_amount, p.reference,
        p.status, p.verified_at, p.rejection_reason, p.created_at
      from payments p join orders o on o.id = p.order_id join bookings b on b.id = o.activity_booking_id
      join payment_methods m on m.id = p.payment_method_id
      where b.user_id = ? order by p.id`,
  reviews: `select r.id, r.booking_id, r.activity_id, a.title as activity, r.rating, r.title, r.message,
        r.status, r.created_at
      from reviews r join activities a on a.id = r.activity_id where r.user_id = ? order by r.id`,
  bookmarks: `select k.activity_id, a.title as activity, k.created_at
      from bookmarks k join activities a on a.id = k.activity_id where k.user_id = ? order by k.id`,
} as const;

/** "My data": the customer's own profile, bookings, orders, payments, reviews and favourites as one JSON object. */
export class MyDataService {
  async export(ctx: Context): Promise<Record<string, unknown>> {
    if (!ctx.user) throw new UnauthenticatedError();
    const id = ctx.user.id;
    const run = (sql: string) => ctx.em.execute<Record<string, unknown>[]>(sql, [id]);
    const [bookings, orders, payments, reviews, bookmarks] = await Promise.all([
      run(SQL.bookings),
      run(SQL.orders),
      run(SQL.payments),
      run(SQL.reviews),
      run(SQL.bookmarks),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile: { ...profileOf(ctx.user), createdAt: ctx.user.createdAt },
      bookings,
      orders,
      payments,
      reviews,
      bookmarks,
    };
  }
}
