import { Migration } from '@mikro-orm/migrations';

/** The expiry and reminder jobs read their few candidates by partial indexes (order.entity.ts, booking.entity.ts). */
export class Migration20261128013326 extends Migration {
  override name = 'Migration20261128013326';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "bookings_to_remind_index" on "bookings" ("activity_date_id") where status in (3, 4) and reminder_sent_at is null;`,
    );

    this.addSql(`drop index "orders_expires_at_index";`);
    this.addSql(`create index "orders_unpaid_expires_at_index" on "orders" ("expires_at") where status = 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "bookings_to_remind_index";`);

    this.addSql(`drop index "orders_unpaid_expires_at_index";`);
    this.addSql(`create index "orders_expires_at_index" on "orders" ("expires_at");`);
  }
}
