import { Migration } from '@mikro-orm/migrations';

export class Migration20261125114359 extends Migration {
  override name = 'Migration20261125114359';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "payments" add "mismatch_accepted_at" timestamptz null, add "mismatch_accepted_by_id" int null;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_mismatch_accepted_by_id_foreign" foreign key ("mismatch_accepted_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "payments_mismatch_accepted_by_id_index" on "payments" ("mismatch_accepted_by_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payments" drop constraint "payments_mismatch_accepted_by_id_foreign";`);

    this.addSql(`drop index "payments_mismatch_accepted_by_id_index";`);
    this.addSql(
      `alter table "payments" drop column "mismatch_accepted_at", drop column "mismatch_accepted_by_id";`,
    );
  }
}
