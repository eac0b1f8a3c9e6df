import { Migration } from '@mikro-orm/migrations';

export class Migration20261127121102 extends Migration {
  override name = 'Migration20261127121102';

  override up(): void | Promise<void> {
    this.addSql(`create type "statement_payment_status" as enum ('pending', 'verified', 'rejected');`);
    this.addSql(
      `create table "statement_payments" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "statement_id" int not null, "bank_code" char(4) not null, "reference" varchar(20) not null, "reference_normalized" varchar(20) not null, "amount_ves" numeric(14,2) not null, "rate" numeric(18,4) not null, "amount_usd" numeric(12,2) not null, "paid_on" date not null, "status" "statement_payment_status" not null default 'pending', "rejection_reason" varchar(255) null, "created_by_id" int not null, "verified_at" timestamptz null, "verified_by_id" int null);`,
    );
    this.addSql(
      `create index "statement_payments_statement_id_index" on "statement_payments" ("statement_id");`,
    );
    this.addSql(
      `create index "statement_payments_created_by_id_index" on "statement_payments" ("created_by_id");`,
    );
    this.addSql(
      `create index "statement_payments_verified_by_id_index" on "statement_payments" ("verified_by_id");`,
    );
    this.addSql(
      `create unique index "statement_payments_bank_reference_live_unique" on "statement_payments" ("bank_code", "reference_normalized") where status <> 'rejected';`,
    );

    this.addSql(`alter table "statements" add "paid_usd" numeric(14,2) not null default 0;`);

    this.addSql(
      `alter table "statement_payments" add constraint "statement_payments_statement_id_foreign" foreign key ("statement_id") references "statements" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "statement_payments" add constraint "statement_payments_bank_code_foreign" foreign key ("bank_code") references "banks" ("code");`,
    );
    this.addSql(
      `alter table "statement_payments" add constraint "statement_payments_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "statement_payments" add constraint "statement_payments_verified_by_id_foreign" foreign key ("verified_by_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "statement_payments" add constraint "statement_payments_amounts_check" check (amount_ves > 0 and amount_usd > 0 and rate > 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "statement_payments" cascade;`);

    this.addSql(`alter table "statements" drop column "paid_usd";`);

    this.addSql(`drop type "statement_payment_status";`);
  }
}
