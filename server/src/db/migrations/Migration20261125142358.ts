import { Migration } from '@mikro-orm/migrations';

export class Migration20261125142358 extends Migration {
  override name = 'Migration20261125142358';

  override up(): void | Promise<void> {
    this.addSql(`create type "refund_status" as enum ('requested', 'refunded', 'declined');`);
    this.addSql(
      `create table "refunds" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "booking_id" int not null, "order_id" int not null, "amount_usd" numeric(12,2) not null, "amount_ves" numeric(14,2) not null, "exchange_rate" numeric(18,4) not null, "status" "refund_status" not null default 'requested', "reference" varchar(20) null, "decline_reason" varchar(255) null, "resolved_at" timestamptz null, "resolved_by_id" int null);`,
    );
    this.addSql(`alter table "refunds" add constraint "refunds_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "refunds_order_id_index" on "refunds" ("order_id");`);
    this.addSql(`create index "refunds_status_index" on "refunds" ("status");`);
    this.addSql(`create index "refunds_resolved_by_id_index" on "refunds" ("resolved_by_id");`);

    this.addSql(`alter table "bookings" add "reminder_sent_at" timestamptz null;`);

    this.addSql(
      `alter table "refunds" add constraint "refunds_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id");`,
    );
    this.addSql(
      `alter table "refunds" add constraint "refunds_order_id_foreign" foreign key ("order_id") references "orders" ("id");`,
    );
    this.addSql(
      `alter table "refunds" add constraint "refunds_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "refunds" cascade;`);

    this.addSql(`alter table "bookings" drop column "reminder_sent_at";`);

    this.addSql(`drop type "refund_status";`);
  }
}
