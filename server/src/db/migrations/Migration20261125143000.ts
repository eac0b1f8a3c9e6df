import { Migration } from '@mikro-orm/migrations';

/**
 * Every booking gets a short unique code (existing rows too: a volatile default is
 * evaluated per row) and the check-in columns.
 */
export class Migration20261125143000 extends Migration {
  override name = 'Migration20261125143000';

  override up(): void | Promise<void> {
    // 8 characters of a 31-letter alphabet without look-alikes (no 0/O, 1/I/L): ~8.5e11 codes, shown as XXXX-XXXX.
    this.addSql(`create or replace function booking_code() returns varchar(9) language sql volatile as $$
      select string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1)
                        || case when i = 4 then '-' else '' end, '' order by i)
      from generate_series(1, 8) as i
    $$;`);
    this.addSql(`alter table "bookings" add "code" varchar(9) not null default booking_code();`);
    this.addSql(`alter table "bookings" add constraint "bookings_code_unique" unique ("code");`);
    this.addSql(
      `alter table "bookings" add "checked_in_at" timestamptz null, add "checked_in_by_id" int null;`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_checked_in_by_id_foreign" foreign key ("checked_in_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "bookings" drop constraint "bookings_checked_in_by_id_foreign", drop column "checked_in_by_id", drop column "checked_in_at", drop column "code";`,
    );
    this.addSql(`drop function booking_code();`);
  }
}
