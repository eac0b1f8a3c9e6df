import { Migration } from '@mikro-orm/migrations';

export class Migration20261127145952 extends Migration {
  override name = 'Migration20261127145952';

  override up(): void | Promise<void> {
    this.addSql(`alter table "statement_payments" add "proof_key" varchar(80) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "statement_payments" drop column "proof_key";`);
  }
}
