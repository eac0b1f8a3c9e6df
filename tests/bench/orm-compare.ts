import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../../server/src/config.js';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';
import { buildContext } from '../../server/src/assembly/context.js';
import { countSql } from '../../server/src/lib/sql-counter.js';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { ActivityService } from '../../server/src/modules/catalog/activity.service.js';

/**
 * In-process, no HTTP: one search page (images, category, destination, tags, total) loaded two ways —
 *   rows:     the product's read path (hand-written SQL → plain rows, loaders primed, images/tags batched);
 *   entities: MikroORM's unit of work (findAndCount + populate, hydrated and identity-mapped entities).
 * Both end in the same plain card objects, as GraphQL would serialise them.
 */

export interface CompareResult {
  name: string;
  perPage: number;
  mean: number;
  p95: number;
  statements: number;
}

type Card = {
  id: number;
  title: string;
  images: string[];
  tags: string[];
  category: string;
  destination: string;
};

async function viaRows(orm: MikroORM, perPage: number, page: number): Promise<Card[]> {
  const ctx = await buildContext({
    em: orm.em,
    config: loadConfig({ env: 'production' }),
    ip: '127.0.0.1',
    requestId: 'bench',
  });
  const result = await new ActivityService().search(ctx, { page, perPage, filter: null, orderBy: null });
  const loaders = ctx.loaders.catalog;
  return Promise.all(
    result.items.map(async (a) => {
      const [images, tags, category, destination] = await Promise.all([
        loaders.images.load(a.id),
        loaders.tags.load(a.id),
        loaders.categories.load(a.categoryId),
        loaders.locations.load(a.destinationId),
      ]);
      return {
        id: a.id,
        title: a.title,
        images: images.slice(0, 1).map((i) => i.path),
        tags: tags.map((t) => t.label),
        category: category.name,
        destination: destination.name,
      };
    }),
  );
}

async function viaEntities(orm: MikroORM, perPage: number, page: number): Promise<Card[]> {
  const em = orm.em.fork();
  const [items] = await em.findAndCount(
    Activity,
    { status: 1, deletedAt: null },
    {
      populate: ['category', 'destination', 'images', 'tags'],
      populateOrderBy: { images: { position: 'asc', id: 'asc' }, tags: { id: 'asc' } },
      orderBy: { id: 'asc' },
      limit: perPage,
      offset: (page - 1) * perPage,
    },
  );
  return items.map((a) => ({
    id: a.id,
    title: a.title,
    images: a.images
      .getItems()
      .slice(0, 1)
      .map((i) => i.path),
    tags: a.tags.getItems().map((t) => t.label),
    category: a.category.getEntity().name,
    destination: a.destination.getEntity().name,
  }));
}

export async function compareReadPaths(databaseUrl: string, iterations = 300): Promise<CompareResult[]> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, { debug: false }));
  const ways = { rows: viaRows, entities: viaEntities };
  const results: CompareResult[] = [];
  try {
    for (const perPage of [8, 24]) {
      // Same answer both ways, checked once.
      const [a, b] = [await viaRows(orm, perPage, 3), await viaEntities(orm, perPage, 3)];
      if (JSON.stringify(a) !== JSON.stringify(b))
        throw new Error(
          `las dos vías no devuelven lo mismo:\n${JSON.stringify(a[0])}\n${JSON.stringify(b[0])}`,
        );
      for (let i = 0; i < 30; i++)
        for (const way of Object.values(ways)) await way(orm, perPage, 1 + (i % 50));
      // Interleaved, so load drift on a shared machine hits both alike.
      const times: Record<string, number[]> = { rows: [], entities: [] };
      const statements: Record<string, number> = {};
      for (let i = 0; i < iterations; i++) {
        for (const [name, way] of Object.entries(ways)) {
          const t0 = performance.now();
          const counted = await countSql(() => way(orm, perPage, 1 + (i % 200)));
          times[name]!.push(performance.now() - t0);
          statements[name] = counted.statements;
        }
      }
      for (const name of Object.keys(ways)) {
        const sorted = times[name]!.sort((x, y) => x - y);
        results.push({
          name,
          perPage,
          mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
          p95: sorted[Math.floor(sorted.length * 0.95)]!,
          statements: statements[name]!,
        });
      }
    }
  } finally {
    await orm.close();
  }
  return results;
}
