import { Migration } from '@mikro-orm/migrations';

/** The supplier's bookings list reads a supplier's bookings by activity and state index-only (booking.entity.ts). */
export class Migration20261128011500 extends Migration {
  override name = 'Migration20261128011500';

  override async up(): Promise<void> {
    this.addSql(
      `create index "bookings_activity_id_status_index" on "bookings" ("activity_id", "status") include ("id", "activity_date_id", "activity_time_id", "user_id");`,
    );
    this.addSql(`drop index "bookings_activity_id_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "bookings_activity_id_index" on "bookings" ("activity_id");`);
    this.addSql(`drop index "bookings_activity_id_status_index";`);
  }
}
