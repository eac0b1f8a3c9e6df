import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from 'date-fns';
import { slugify } from '../../../../schema/slug.js';
import type { ActivityAttributeTemplate } from '../../modules/catalog/activity-attribute-template.entity.js';
import { ActivityDate } from '../../modules/catalog/activity-date.entity.js';
import { ActivityDetail, ActivityDetailType } from '../../modules/catalog/activity-detail.entity.js';
import { ActivityImage } from '../../modules/catalog/activity-image.entity.js';
import { ActivityPrice } from '../../modules/catalog/activity-price.entity.js';
import { ActivityRegularityId } from '../../modules/catalog/activity-regularity.entity.js';
import { ActivityTime } from '../../modules/catalog/activity-time.entity.js';
import { Activity, ActivityStatus } from '../../modules/catalog/activity.entity.js';
import type { Tag } from '../../modules/catalog/tag.entity.js';
import type { StoredImage } from '../../modules/media/image-storage.js';
import type { Supplier } from '../../modules/supplier/supplier.entity.js';
import { DEMO_ACTIVITIES, type DemoActivity } from './catalogue.js';
import { SCENES, type SceneKey } from './scenes.js';

/** Days ahead that get dates (from tomorrow, every 2–3 days). */
const DATE_HORIZON_DAYS = 45;

function descriptionHtml(a: DemoActivity): string {
  return (
    `<p>${a.intro}</p>` +
    `<p><strong>Incluye:</strong></p><ul>${a.includes.map((i) => `<li>${i}</li>`).join('')}</ul>` +
    `<p>Punto de encuentro: ${a.departure}.</p>`
  );
}

const PAYMENT_FAQ: [string, string] = [
  '¿Cómo pago mi reserva?',
  'Con pago móvil en bolívares a la tasa del día. Después de hacer el pedido tienes 2 horas para registrar el pago.',
];

/** Catches copy mistakes in the catalogue against the spec's limits before anything is written. */
export function checkLimits(a: DemoActivity): void {
  const problems: string[] = [];
  const within = (what: string, value: string, min: number, max: number) => {
    if (value.length < min || value.length > max) problems.push(`${what} (${value.length}): ${value}`);
  };
  within('título', a.title, 3, 124);
  within('resumen', a.summary, 20, 255);
  within('descripción', descriptionHtml(a), 20, 2048);
  for (const [q, answer] of [...a.faq, PAYMENT_FAQ]) {
    within('pregunta', q, 12, 124);
    within('respuesta', answer, 12, 512);
  }
  if (problems.length) throw new Error(`Catálogo de demostración inválido: ${problems.join('; ')}`);
}

/** What the catalogue rows refer to: rows already created by the seed or read from the reference data. */
interface CatalogueRefs {
  suppliers: Map<DemoActivity['supplier'], Supplier>;
  categories: Map<string, number>;
  templates: Map<string, ActivityAttributeTemplate>;
  tags: Map<string, Tag>;
  picture(scene: SceneKey): Promise<StoredImage>;
  now: Date;
  /** 'yyyy-MM-dd' of today + offset, in the business time zone. */
  day(offset: number): string;
}

/** The demo activities with their pictures, prices, details and dates; returns the active ones, in order. */
export async function seedCatalogue(
  em: EntityManager,
  { suppliers, categories, templates, tags, picture, now, day }: CatalogueRefs,
): Promise<Activity[]> {
  const activeActivities: Activity[] = [];
  for (const [i, a] of DEMO_ACTIVITIES.entries()) {
    const status = a.status ?? ActivityStatus.Active;
    const capacity = 10 + ((i * 7) % 11);
    const activity = em.create(Activity, {
      supplier: suppliers.get(a.supplier)!,
      slug: slugify(a.title),
      title: a.title,
      summary: a.summary,
      description: descriptionHtml(a),
      status,
      regularity: ActivityRegularityId.Scheduled,
      category: categories.get(a.category)!,
      language: 1,
      origin: a.origin,
      destination: a.destination,
      basePrice: a.price,
      durationQuantity: a.duration[0],
      durationUnit: a.duration[1],
      bookBefore: a.bookBefore ?? 12,
      cancelBefore: a.cancelBefore ?? 24,
      minParticipants: 1,
      expectedParticipants: capacity,
      maxParticipants: capacity,
      departureAddress: a.departure,
      featured: a.featured ?? false,
      publishedAt: status === ActivityStatus.Active ? addDays(now, -30 + i) : undefined,
    });
    activity.tags.set((a.tags ?? []).map((name) => tags.get(name)!));
    if (status === ActivityStatus.Active) activeActivities.push(activity);

    const images = await Promise.all(a.scenes.map((scene) => picture(scene)));
    images.forEach((image, position) =>
      em.create(ActivityImage, {
        activity,
        ...image,
        description: `${a.title} · ${SCENES[a.scenes[position]].caption}`.slice(0, 255),
        position,
      }),
    );

    em.create(ActivityPrice, {
      activity,
      title: 'Adulto',
      description: 'Desde 12 años',
      price: a.price,
      participants: 1,
      mandatory: true,
    });
    if (a.childPrice)
      em.create(ActivityPrice, {
        activity,
        title: 'Niño (3-11)',
        description: 'Menores de 3 años no pagan',
        price: a.childPrice,
        participants: 1,
      });
    if (a.extra) em.create(ActivityPrice, { activity, ...a.extra });

    let position = 0;
    for (const [name, value] of Object.entries(a.attributes)) {
      const template = templates.get(name)!;
      em.create(ActivityDetail, {
        activity,
        type: ActivityDetailType.Attribute,
        title: template.name,
        description: template.description,
        value,
        attributeTemplate: template,
        position: position++,
      });
    }
    a.highlights.forEach(([title, description], n) =>
      em.create(ActivityDetail, {
        activity,
        type: ActivityDetailType.Highlight,
        title,
        description,
        position: n,
      }),
    );
    a.unsuitable.forEach((title, n) =>
      em.create(ActivityDetail, { activity, type: ActivityDetailType.Unsuitable, title, position: n }),
    );
    [...a.faq, PAYMENT_FAQ].forEach(([title, description], n) =>
      em.create(ActivityDetail, {
        activity,
        type: ActivityDetailType.Question,
        title,
        description,
        position: n,
      }),
    );

    // Dates from tomorrow on, every 2 or 3 days, each with its slots.
    for (let offset = 1 + (i % 3), n = 0; offset <= DATE_HORIZON_DAYS; offset += n++ % 2 ? 3 : 2) {
      const date = em.create(ActivityDate, { activity, startsAt: day(offset) });
      for (const [startsAt, endsAt] of a.slots)
        em.create(ActivityTime, {
          activityDate: date,
          startsAt,
          endsAt,
          expectedParticipants: capacity,
          currentAvailable: capacity,
        });
    }
  }
  return activeActivities;
}
