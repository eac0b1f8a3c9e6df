import { Migration } from '@mikro-orm/migrations';

export class Migration20261127180634 extends Migration {
  override name = 'Migration20261127180634';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "waitlist_entries" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "activity_time_id" int not null, "activity_id" int not null, "user_id" int not null, "participants" int not null, "status" text not null default 'waiting', "seats_held" int not null default 0, "offered_at" timestamptz null, "offer_expires_at" timestamptz null, "offer_mailed_at" timestamptz null, "booking_id" int null);`,
    );
    this.addSql(
      `create index "waitlist_entries_offer_expires_at_index" on "waitlist_entries" ("offer_expires_at");`,
    );
    this.addSql(
      `create index "waitlist_entries_user_id_status_index" on "waitlist_entries" ("user_id", "status");`,
    );
    this.addSql(
      `create index "waitlist_entries_line_index" on "waitlist_entries" ("activity_time_id", "status", "id");`,
    );
    this.addSql(
      `create unique index "waitlist_entries_live_unique" on "waitlist_entries" ("activity_time_id", "user_id") where status in ('waiting', 'offered');`,
    );

    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_activity_time_id_foreign" foreign key ("activity_time_id") references "activity_times" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_activity_id_foreign" foreign key ("activity_id") references "activities" ("id");`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_seats_held_check" check (seats_held >= 0);`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_participants_check" check (participants >= 1);`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_status_check" check (status in ('waiting', 'offered', 'claimed', 'expired', 'left', 'closed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "waitlist_entries" cascade;`);
  }
}
