import { Migration } from '@mikro-orm/migrations';

export class Migration20261122082419 extends Migration {
  override name = 'Migration20261122082419';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "pending_email" varchar(254) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "pending_email";`);
  }
}
