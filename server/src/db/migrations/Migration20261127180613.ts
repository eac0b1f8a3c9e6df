import { Migration } from '@mikro-orm/migrations';

export class Migration20261127180613 extends Migration {
  override name = 'Migration20261127180613';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "booking_reschedules" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "booking_id" int not null, "from_time_id" int not null, "to_time_id" int not null, "status" text not null, "actor_id" int null, "expires_at" timestamptz null, "decided_at" timestamptz null);`,
    );
    this.addSql(
      `create index "booking_reschedules_booking_id_index" on "booking_reschedules" ("booking_id");`,
    );

    this.addSql(
      `alter table "booking_reschedules" add constraint "booking_reschedules_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "booking_reschedules" add constraint "booking_reschedules_from_time_id_foreign" foreign key ("from_time_id") references "activity_times" ("id");`,
    );
    this.addSql(
      `alter table "booking_reschedules" add constraint "booking_reschedules_to_time_id_foreign" foreign key ("to_time_id") references "activity_times" ("id");`,
    );
    this.addSql(
      `alter table "booking_reschedules" add constraint "booking_reschedules_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "booking_reschedules" add constraint "booking_reschedules_status_check" check (status in ('done', 'proposed', 'accepted', 'declined', 'expired'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking_reschedules" cascade;`);
  }
}
