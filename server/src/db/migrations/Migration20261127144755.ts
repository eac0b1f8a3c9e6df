import { Migration } from '@mikro-orm/migrations';

export class Migration20261127144755 extends Migration {
  override name = 'Migration20261127144755';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "activity_times" add "cancelled_at" timestamptz null, add "cancel_reason" text null, add "cancel_note" text null;`,
    );
    this.addSql(
      `alter table "activity_times" add constraint "activity_times_cancel_reason_check" check (cancel_reason in ('weather', 'too_few_participants', 'force_majeure', 'other'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "activity_times" drop constraint "activity_times_cancel_reason_check";`);
    this.addSql(
      `alter table "activity_times" drop column "cancelled_at", drop column "cancel_reason", drop column "cancel_note";`,
    );
  }
}
