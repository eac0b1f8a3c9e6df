import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { ActivityStatus } from '../../server/src/modules/catalog/activity.entity.js';
import { createSlot, fork, order } from './booking.fixtures.js';
import { createActivity, createSupplier, createUser } from './catalog.fixtures.js';
import type { ListFixtures } from './list-order.fixtures.js';
import type { TestServer } from './support/test-server.js';

/**
 * What the GraphQL walk needs beyond the shared fixtures, so that every column of every list holds at least two
 * different values (an order that cannot be observed proves nothing). Written straight into this suite's own
 * database where no API sets the value (a key's last use, a lead handled, an inactive lookup).
 */
export async function seedGraphqlExtras(server: TestServer, fx: ListFixtures): Promise<void> {
  const em = fork(server);
  const sql = (text: string, params: unknown[] = []) => em.execute(text, params);
  // Public search and favourites: prices, ratings and publication dates that differ.
  for (const [i, { activityId }] of [fx.slot, fx.other, fx.third].entries())
    await sql(
      `update activities set base_price = ?, rating = ?, published_at = now() - make_interval(days => ?)
        where id = ?`,
      [['15.50', '42.00', '8.25'][i], [4.5, 2, 3.8][i], [3, 10, 1][i], activityId],
    );
  // The supplier's second activity (the portal's «Aaa ruta»): another category, published once before its edit.
  await sql(
    `update activities set category_id = 2, published_at = now() - interval '30 days'
      where supplier_id = ? and title = 'Aaa ruta'`,
    [fx.slot.supplierId],
  );
  // Holds all end at the same noon: a minute apart per booking. The cart's two bookings on different days.
  await sql(`update bookings set hold_expires_at = hold_expires_at - make_interval(mins => id)`);
  await sql(`update activity_dates set starts_at = starts_at + interval '2 days' where id = ?`, [
    fx.other.dateId,
  ]);
  // A reservation on a second published activity of the same supplier, another day and hour.
  const second = await createSlot(server, {
    seats: 20,
    supplier: { id: fx.slot.supplierId, token: fx.slot.supplierToken },
  });
  await sql(`update activity_dates set starts_at = starts_at + interval '3 days' where id = ?`, [
    second.dateId,
  ]);
  await sql(`update activity_times set starts_at = '15:30:00' where id = ?`, [second.timeId]);
  // Published on a day of its own, so the similar activities' publication dates differ.
  await sql(`update activities set published_at = now() - interval '6 days' where id = ?`, [
    second.activityId,
  ]);
  await order(server, second, fx.tokens.customer, 1);
  // Inactive lookups, listed with `onlyActive: false`.
  await sql(
    `insert into activity_categories (name, description, status) values ('Zona cerrada', 'Sin uso', 0)`,
  );
  await sql(`insert into locations (name, status) values ('Aroa', 0)`);
  await sql(
    `insert into activity_attribute_templates (name, description, status) values ('Baño', 'Retirado', 0)`,
  );
  await sql(`insert into activity_regularities (name, status) values ('Mensual', 0)`);
  await sql(`insert into languages (name, abbr, status) values ('Wayuunaiki', 'guc', 0)`);
  // Alerts: the draft sent an hour ago, both sent ones read at different times, a new draft.
  await sql(
    `update provider_alerts set status = 1, sent_at = now() - interval '1 hour', read_at = now() - interval '10 minutes'
      where supplier_id = ? and title = 'Nueva política'`,
    [fx.slot.supplierId],
  );
  await sql(
    `update provider_alerts set read_at = now() - interval '2 minutes' where supplier_id = ? and status = 1
      and read_at is null`,
    [fx.slot.supplierId],
  );
  await sql(
    `insert into provider_alerts (supplier_id, title, message, status) values (?, 'Borrador', 'Aún sin enviar', 0)`,
    [fx.slot.supplierId],
  );
  // Two reviewers' names, one opinion hidden; one contact active; a comment by a second admin, archived.
  await sql(
    `update users set name = 'Ana Bello' where id = (select user_id from reviews where activity_id = ? and title = ?)`,
    [fx.slot.activityId, 'Excelente paseo'],
  );
  await sql(`update reviews set status = 'hidden' where activity_id = ? and title = 'Bueno pero largo'`, [
    fx.slot.activityId,
  ]);
  await sql(`update supplier_contacts set status = 1 where supplier_id = ? and name = 'Andrés Gil'`, [
    fx.slot.supplierId,
  ]);
  const admin = await createUser(server, UserRole.Admin);
  await sql(`insert into supplier_comments (supplier_id, author_id, message, status) values (?, ?, ?, 0)`, [
    fx.slot.supplierId,
    admin.id,
    'Revisar el RIF',
  ]);
  // Refunds resolved (declined) at different times.
  await sql(
    `update refunds set status = 'declined', decline_reason = 'Fuera de plazo',
      resolved_at = now() - make_interval(hours => id)`,
  );
  // Suppliers: phone numbers, and one awaiting activation.
  const inactive = await createSupplier(server);
  await sql(`update suppliers set status = 0 where id = ?`, [inactive.supplier.id]);
  await sql(`update suppliers set phone_number = '0414' || lpad((9000000 - id)::text, 7, '0')`);
  // Two handled leads; partner keys used, expiring and revoked at different times.
  await sql(
    `insert into supplier_leads (name, email, company, city, created_at, handled_at) values
      ('Nelson Díaz', 'nelson@lead.test', 'Andes Tours', 'Mérida', now() - interval '5 days', now() - interval '2 days'),
      ('Carla Ruiz', 'carla@lead.test', 'Sol Caribe', 'Cumaná', now() - interval '4 days', now() - interval '3 days')`,
  );
  await sql(
    `update partner_keys set last_used_at = now() - make_interval(mins => id),
      expires_at = now() + make_interval(days => id), revoked_at = now() - make_interval(hours => id)`,
  );
  // A second supplier's activity awaiting approval.
  await createActivity(server, {
    supplierId: fx.other.supplierId,
    title: 'Mmm pendiente',
    status: ActivityStatus.Pending,
  });
}
