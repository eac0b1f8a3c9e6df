import { Migration } from '@mikro-orm/migrations';

export class Migration20261125203711 extends Migration {
  override name = 'Migration20261125203711';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "activities_title_vector_index" on "activities" using gin (ts_filter(search_vector, '{a}'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "activities_title_vector_index";`);
  }
}
