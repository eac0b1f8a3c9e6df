import { Migration } from '@mikro-orm/migrations';

export class Migration20261122081846 extends Migration {
  override name = 'Migration20261122081846';

  override up(): void | Promise<void> {
    this.addSql(`alter table "bookings" add "guest_token_hash" varchar(64) null;`);
    this.addSql(
      `alter table "bookings" add constraint "bookings_guest_token_hash_unique" unique ("guest_token_hash");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "bookings" drop constraint "bookings_guest_token_hash_unique";`);
    this.addSql(`alter table "bookings" drop column "guest_token_hash";`);
  }
}
