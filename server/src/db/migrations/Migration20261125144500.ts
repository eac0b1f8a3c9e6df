import { Migration } from '@mikro-orm/migrations';

/** Outbox mails carry attachments (the voucher PDF and a calendar event), base64 in a JSON column. */
export class Migration20261125144500 extends Migration {
  override name = 'Migration20261125144500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_mails" add "attachments" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_mails" drop column "attachments";`);
  }
}
