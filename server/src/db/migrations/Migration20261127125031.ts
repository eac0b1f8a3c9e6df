import { Migration } from '@mikro-orm/migrations';

export class Migration20261127125031 extends Migration {
  override name = 'Migration20261127125031';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "activities" add "recent_bookings" int not null default 0, add "duration_minutes" int generated always as (duration_quantity * case duration_unit when 'minutes' then 1 when 'hours' then 60 else 1440 end) stored null, add "recommended_score" numeric(8,4) generated always as (round(((rating * comments_count + 4.0 * 5) / (comments_count + 5) + 0.5 * ln(1 + recent_bookings) + case when featured then 0.25 else 0 end)::numeric, 4)) stored null;`,
    );
    this.addSql(
      `create index "activities_published_price_index" on "activities" ("base_price", "id") where status = 1 and deleted_at is null;`,
    );
    this.addSql(
      `create index "activities_published_duration_index" on "activities" ("duration_minutes", "id") where status = 1 and deleted_at is null;`,
    );
    this.addSql(
      `create index "activities_published_newest_index" on "activities" ("published_at" desc, "id") where status = 1 and deleted_at is null;`,
    );
    this.addSql(
      `create index "activities_published_rating_index" on "activities" ("rating" desc, "comments_count" desc, "id") where status = 1 and deleted_at is null;`,
    );
    this.addSql(
      `create index "activities_published_popular_index" on "activities" ("recent_bookings" desc, "comments_count" desc, "id") where status = 1 and deleted_at is null;`,
    );
    this.addSql(
      `create index "activities_published_recommended_index" on "activities" ("recommended_score" desc, "id") where status = 1 and deleted_at is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "activities_published_price_index";`);
    this.addSql(`drop index "activities_published_duration_index";`);
    this.addSql(`drop index "activities_published_newest_index";`);
    this.addSql(`drop index "activities_published_rating_index";`);
    this.addSql(`drop index "activities_published_popular_index";`);
    this.addSql(`drop index "activities_published_recommended_index";`);
    this.addSql(
      `alter table "activities" drop column "recent_bookings", drop column "duration_minutes", drop column "recommended_score";`,
    );
  }
}
