import { Migration } from '@mikro-orm/migrations';

export class Migration20261127115034 extends Migration {
  override name = 'Migration20261127115034';

  override up(): void | Promise<void> {
    this.addSql(`create type "statement_period" as enum ('monthly', 'fortnightly');`);
    this.addSql(`create type "statement_status" as enum ('issued', 'partially_paid', 'paid', 'overdue');`);
    this.addSql(
      `create table "statements" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "supplier_id" int not null, "number" varchar(32) not null, "period_start" date not null, "period_end" date not null, "status" "statement_status" not null default 'issued', "line_count" int not null, "gross_usd" numeric(14,2) not null, "gross_ves" numeric(16,2) not null, "commission_usd" numeric(14,2) not null, "net_usd" numeric(14,2) not null, "issued_at" timestamptz not null default now(), "due_date" date not null, "reminded_at" timestamptz null);`,
    );
    this.addSql(`alter table "statements" add constraint "statements_number_unique" unique ("number");`);
    this.addSql(`create index "statements_status_index" on "statements" ("status");`);
    this.addSql(
      `alter table "statements" add constraint "statements_supplier_id_period_start_unique" unique ("supplier_id", "period_start");`,
    );

    this.addSql(
      `create table "statement_lines" ("ledger_entry_id" int not null, "statement_id" int not null, primary key ("ledger_entry_id"));`,
    );
    this.addSql(`create index "statement_lines_statement_id_index" on "statement_lines" ("statement_id");`);

    this.addSql(
      `alter table "suppliers" add "statement_period" "statement_period" not null default 'monthly';`,
    );

    this.addSql(
      `alter table "statements" add constraint "statements_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "statements" add constraint "statements_period_check" check (period_end > period_start);`,
    );

    this.addSql(
      `alter table "statement_lines" add constraint "statement_lines_ledger_entry_id_foreign" foreign key ("ledger_entry_id") references "ledger_entries" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "statement_lines" add constraint "statement_lines_statement_id_foreign" foreign key ("statement_id") references "statements" ("id") on delete restrict;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "statement_lines" drop constraint "statement_lines_statement_id_foreign";`);

    this.addSql(`drop table if exists "statements" cascade;`);
    this.addSql(`drop table if exists "statement_lines" cascade;`);

    this.addSql(`alter table "suppliers" drop column "statement_period";`);

    this.addSql(`drop type "statement_period";`);
    this.addSql(`drop type "statement_status";`);
  }
}
