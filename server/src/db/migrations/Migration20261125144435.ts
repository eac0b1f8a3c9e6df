import { Migration } from '@mikro-orm/migrations';

export class Migration20261125144435 extends Migration {
  override name = 'Migration20261125144435';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payments" add "proof_key" varchar(80) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payments" drop column "proof_key";`);
  }
}
