import type { EntityManager } from '@mikro-orm/postgresql';
import { PUBLISHED_ACTIVITY } from './activity-read.js';

/** Whether the picture (or thumbnail) under this store key belongs to a published activity of an active supplier. */
export async function isPublicImage(em: EntityManager, key: string): Promise<boolean> {
  const url = `/uploads/${key}`;
  const rows = await em.execute<{ public: boolean }[]>(
    `select exists (select 1 from activity_images i join activities a on a.id = i.activity_id
       where (i.path = ? or i.thumbnail_path = ?) and ${PUBLISHED_ACTIVITY}) as public`,
    [url, url],
  );
  return rows[0]?.public === true;
}

/** Whether each activity is public (status 1, not deleted, supplier active): decides plain or signed URLs. */
export async function publicActivities(em: EntityManager, ids: readonly number[]): Promise<Set<number>> {
  const rows = await em.execute<{ id: number }[]>(
    `select a.id from activities a where a.id in (?) and ${PUBLISHED_ACTIVITY}`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}
