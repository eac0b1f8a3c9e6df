import { Migration } from '@mikro-orm/migrations';

export class Migration20261127114146 extends Migration {
  override name = 'Migration20261127114146';

  override up(): void | Promise<void> {
    this.addSql(`create type "ledger_kind" as enum ('payment_verified', 'refund', 'adjustment');`);
    this.addSql(
      `create table "ledger_entries" ("id" serial primary key, "created_at" timestamptz not null default now(), "supplier_id" int not null, "kind" "ledger_kind" not null, "booking_id" int null, "order_id" int null, "payment_id" int null, "refund_id" int null, "fee" numeric(4,3) null, "exchange_rate" numeric(18,4) null, "gross_usd" numeric(12,2) not null, "gross_ves" numeric(14,2) not null, "commission_usd" numeric(12,2) not null, "net_usd" numeric(12,2) not null, "reason" varchar(255) null, "created_by_id" int null);`,
    );
    this.addSql(`create index "ledger_entries_booking_id_index" on "ledger_entries" ("booking_id");`);
    this.addSql(`create index "ledger_entries_order_id_index" on "ledger_entries" ("order_id");`);
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_payment_id_unique" unique ("payment_id");`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_refund_id_unique" unique ("refund_id");`,
    );
    this.addSql(`create index "ledger_entries_created_by_id_index" on "ledger_entries" ("created_by_id");`);
    this.addSql(
      `create index "ledger_entries_supplier_id_created_at_index" on "ledger_entries" ("supplier_id", "created_at");`,
    );

    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_refund_id_foreign" foreign key ("refund_id") references "refunds" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete restrict;`,
    );
    this
      .addSql(`alter table "ledger_entries" add constraint "ledger_entries_kind_check" check ((kind = 'payment_verified' and payment_id is not null and order_id is not null and fee is not null
      and gross_usd > 0 and commission_usd >= 0)
    or (kind = 'refund' and refund_id is not null and order_id is not null and fee is not null
      and gross_usd <= 0 and commission_usd <= 0)
    or (kind = 'adjustment' and reason is not null and created_by_id is not null and gross_usd = 0
      and commission_usd <> 0));`);
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_net_check" check (net_usd = gross_usd - commission_usd);`,
    );
    // By hand: the ledger refuses TRUNCATE too (a declared statement trigger is re-created by every new migration).
    this.addSql(
      `create or replace function "ledger_entries_ledger_entries_no_truncate_fn"() returns trigger as \$\$ begin raise exception 'ledger_entries is append-only: % refused', tg_op; return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "ledger_entries_no_truncate" BEFORE TRUNCATE on "ledger_entries" for each STATEMENT execute function "ledger_entries_ledger_entries_no_truncate_fn"();`,
    );
    this.addSql(
      `create or replace function "ledger_entries_ledger_entries_append_only_fn"() returns trigger as \$\$ begin raise exception 'ledger_entries is append-only: % refused', tg_op; return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "ledger_entries_append_only" BEFORE UPDATE OR DELETE on "ledger_entries" for each ROW execute function "ledger_entries_ledger_entries_append_only_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "ledger_entries_no_truncate" on "ledger_entries";`);
    this.addSql(`drop function if exists "ledger_entries_ledger_entries_no_truncate_fn"();`);
    this.addSql(`drop trigger if exists "ledger_entries_append_only" on "ledger_entries";`);
    this.addSql(`drop function if exists "ledger_entries_ledger_entries_append_only_fn"();`);
    this.addSql(`drop table if exists "ledger_entries" cascade;`);

    this.addSql(`drop type "ledger_kind";`);
  }
}
