import type { MikroORM } from '@mikro-orm/postgresql';
import { ActivityCategory } from '../../modules/catalog/activity-category.entity.js';

/** Seeds the demo catalogue once (skipped when the database already has data). */
export async function seedDemo(orm: MikroORM): Promise<boolean> {
  const em = orm.em.fork();
  if ((await em.count(ActivityCategory)) > 0) return false;
  const categories: [string, string][] = [
    ['Tours', 'Recorridos guiados por ciudades y pueblos'],
    ['Aventura', 'Actividades al aire libre con adrenalina'],
    ['Playas', 'Sol, arena y mar Caribe'],
    ['Gastronomía', 'Sabores venezolanos, cacao y café'],
    ['Naturaleza', 'Parques nacionales, tepuyes y cascadas'],
    ['Cultura', 'Museos, historia y tradiciones'],
  ];
  for (const [name, description] of categories) em.create(ActivityCategory, { name, description });
  await em.flush();
  return true;
}
