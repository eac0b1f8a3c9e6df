import { Migration } from '@mikro-orm/migrations';

/** The content an admin approved, so the review queue can list what changed since. */
export class Migration20261125145713 extends Migration {
  override name = 'Migration20261125145713';

  override up(): void | Promise<void> {
    this.addSql(`alter table "activities" add "approved_content" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "activities" drop column "approved_content";`);
  }
}
