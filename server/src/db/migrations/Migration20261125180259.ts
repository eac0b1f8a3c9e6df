import { Migration } from '@mikro-orm/migrations';

/** Indexes the plans asked for at 100,000 activities and a million bookings (tests/bench/README.md). */
export class Migration20261125180259 extends Migration {
  override name = 'Migration20261125180259';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "activities_published_id_index" on "activities" ("id") include ("supplier_id") where status = 1 and deleted_at is null;`,
    );

    this.addSql(`create index "payments_pending_id_index" on "payments" ("id") where status = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "activities_published_id_index";`);

    this.addSql(`drop index "payments_pending_id_index";`);
  }
}
