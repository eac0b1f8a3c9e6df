import { Migration } from '@mikro-orm/migrations';

/** A pago móvil reference sorts in Spanish like every other text column a list orders by (it was byte order). */
const NORMALIZED = `alter table "payments" add "reference_normalized" varchar(20) generated always as (ltrim(regexp_replace(reference, '\\D', '', 'g'), '0')) stored not null;`;
const LIVE_UNIQUE = `create unique index "payments_bank_reference_live_unique" on "payments" ("bank_code", "reference_normalized") where status <> 'rejected';`;

export class Migration20261127214548 extends Migration {
  override name = 'Migration20261127214548';

  /** PostgreSQL refuses to change a column a generated column reads: the normalised reference is dropped and rebuilt. */
  override up(): void | Promise<void> {
    this.addSql(`drop index "payments_bank_reference_live_unique";`);
    this.addSql(`alter table "payments" drop column "reference_normalized";`);
    this.addSql(
      `alter table "payments" alter column "reference" type varchar(20) collate "es-x-icu" using ("reference"::varchar(20));`,
    );
    this.addSql(NORMALIZED);
    this.addSql(LIVE_UNIQUE);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "payments_bank_reference_live_unique";`);
    this.addSql(`alter table "payments" drop column "reference_normalized";`);
    this.addSql(
      `alter table "payments" alter column "reference" type varchar(20) using ("reference"::varchar(20));`,
    );
    this.addSql(NORMALIZED);
    this.addSql(LIVE_UNIQUE);
  }
}
