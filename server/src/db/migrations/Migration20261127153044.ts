import { Migration } from '@mikro-orm/migrations';

export class Migration20261127153044 extends Migration {
  override name = 'Migration20261127153044';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "activity_times" add "minimum_warned_at" timestamptz null, add "minimum_deadline_warned_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "activity_times" drop column "minimum_warned_at", drop column "minimum_deadline_warned_at";`,
    );
  }
}
