import { Migration } from '@mikro-orm/migrations';

export class Migration20261125122343 extends Migration {
  override name = 'Migration20261125122343';

  override up(): void | Promise<void> {
    this.addSql(`alter table "activity_images" add "bytes" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "activity_images" drop column "bytes";`);
  }
}
