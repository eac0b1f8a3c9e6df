import { Migration } from '@mikro-orm/migrations';

export class Migration20261125115830 extends Migration {
  override name = 'Migration20261125115830';

  override up(): void | Promise<void> {
    this.addSql(
      `alter type "one_time_token_purpose" add value if not exists 'email_change_revert' after 'email_verification';`,
    );
    this.addSql(`alter table "one_time_tokens" add "email" varchar(254) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "one_time_tokens" drop column "email";`);
  }
}
