import { Migration } from '@mikro-orm/migrations';

export class Migration20261125114055 extends Migration {
  override name = 'Migration20261125114055';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "payments" add "reference_normalized" varchar(20) generated always as (ltrim(regexp_replace(reference, '\\D', '', 'g'), '0')) stored not null;`,
    );
    this.addSql(
      `create unique index "payments_bank_reference_live_unique" on "payments" ("bank_code", "reference_normalized") where status <> 'rejected';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "payments_bank_reference_live_unique";`);
    this.addSql(`alter table "payments" drop column "reference_normalized";`);
  }
}
