import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SEARCH_PAGE_SIZE } from '../../../../schema/constants.js';
import { activityListSchema, pageSchema } from '../../../../schema/validation/activity-search.js';
import { Paginated, sortDescription, type SortColumns } from '../../graphql/pagination.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { Activity } from './activity.entity.js';

export enum ActivityOrderBy {
  ID_ASC = 'ID_ASC',
  ID_DESC = 'ID_DESC',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  RATING_ASC = 'RATING_ASC',
  RATING_DESC = 'RATING_DESC',
  TITLE_ASC = 'TITLE_ASC',
  TITLE_DESC = 'TITLE_DESC',
  PUBLISHED_AT_ASC = 'PUBLISHED_AT_ASC',
  PUBLISHED_AT_DESC = 'PUBLISHED_AT_DESC',
  RECOMMENDED_ASC = 'RECOMMENDED_ASC',
  RECOMMENDED_DESC = 'RECOMMENDED_DESC',
  POPULARITY_ASC = 'POPULARITY_ASC',
  POPULARITY_DESC = 'POPULARITY_DESC',
  DURATION_ASC = 'DURATION_ASC',
  DURATION_DESC = 'DURATION_DESC',
}
registerEnumType(ActivityOrderBy, {
  name: 'ActivityOrderBy',
  description:
    'Orden de la búsqueda. Sin valor: por relevancia si hay texto, si no por id ascendente. RECOMMENDED_DESC ("Recomendados"): valoración ajustada por cantidad de opiniones, reservas de los últimos 30 días y destacadas; con texto, las que lo tienen en el título primero. POPULARITY_DESC ("Más populares"): reservas de los últimos 30 días. DURATION_*: duración en minutos.',
});

/** Duration buckets of the search, in minutes: (lower, upper]. */
export enum DurationBucket {
  UP_TO_2H = 'UP_TO_2H',
  FROM_2_TO_4H = 'FROM_2_TO_4H',
  HALF_DAY = 'HALF_DAY',
  FULL_DAY = 'FULL_DAY',
  MULTI_DAY = 'MULTI_DAY',
}
registerEnumType(DurationBucket, {
  name: 'DurationBucket',
  description:
    'Duración: UP_TO_2H hasta 2 h; FROM_2_TO_4H más de 2 h y hasta 4 h; HALF_DAY más de 4 h y hasta 6 h; FULL_DAY más de 6 h y hasta 1 día; MULTI_DAY más de 1 día.',
});

/** Bands of a slot's start time, Caracas wall-clock: MORNING [00:00, 12:00), AFTERNOON [12:00, 18:00), EVENING [18:00, 24:00). */
export enum TimeOfDay {
  MORNING = 'MORNING',
  AFTERNOON = 'AFTERNOON',
  EVENING = 'EVENING',
}
registerEnumType(TimeOfDay, {
  name: 'TimeOfDay',
  description:
    'Hora de inicio de un horario (hora de Venezuela): MORNING antes de las 12:00; AFTERNOON de 12:00 a 17:59; EVENING desde las 18:00.',
});

@InputType({ description: 'Filtros de la búsqueda pública; cada actividad devuelta cumple todos.' })
export class ActivityFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Texto libre (español, sin distinguir acentos ni mayúsculas).',
  })
  text?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Alguna de estas categorías.' })
  categoryIds?: string[] | null;

  @Field(() => ID, { nullable: true })
  destinationId?: string | null;

  @Field(() => ID, { nullable: true })
  originId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: tiene una fecha ese día con algún horario.',
  })
  startsAt?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'YYYY-MM-DD: con un horario con cupo entre este día y `startsTo` (inclusive; sin `startsTo`, solo este día).',
  })
  startsFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'YYYY-MM-DD: último día del rango de `startsFrom` (sin `startsFrom`, desde hoy en Venezuela).',
  })
  startsTo?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Personas: solo actividades con un horario con cupo para todas, en los días de `startsFrom`…`startsTo` (sin días: desde hoy).',
  })
  participants?: number | null;

  @Field(() => [DurationBucket], { nullable: true, description: 'Alguna de estas duraciones.' })
  durations?: DurationBucket[] | null;

  @Field(() => Float, { nullable: true, description: 'Valoración mínima (0 a 5; p. ej. 4 o 4.5).' })
  minRating?: number | null;

  @Field(() => [TimeOfDay], {
    nullable: true,
    description:
      'Con un horario reservable que empieza en alguno de estos momentos del día (en los días y para las personas pedidas, si se piden; si no, desde ahora).',
  })
  timeOfDay?: TimeOfDay[] | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Idioma del guía: alguno de estos códigos (`Language.abbr`, p. ej. es, en). Un código que no existe no deja ninguna actividad.',
  })
  guideLanguages?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: solo con cancelación gratuita, es decir, que se pueden cancelar con reembolso completo hasta 24 h antes del inicio o más tarde (`cancelBefore` ≤ 24 horas). false: solo las demás.',
  })
  freeCancellation?: boolean | null;

  @Field(() => [ID], { nullable: true, description: 'Todos estos atributos con valor sí.' })
  attributeIds?: string[] | null;

  @Field(() => Float, { nullable: true, description: 'Precio base mínimo en USD (inclusive).' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Precio base máximo en USD (inclusive).' })
  maxPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Precio base en USD estrictamente mayor que este.' })
  priceAbove?: number | null;

  @Field(() => Float, { nullable: true, description: 'Precio base en USD estrictamente menor que este.' })
  priceBelow?: number | null;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;
}

@ArgsType()
@ValidatedBy(activityListSchema)
export class ActivityListArgs {
  @Field(() => ActivityFilter, { nullable: true })
  filter?: ActivityFilter | null;

  @Field(() => Int, { defaultValue: 1 })
  page: number = 1;

  @Field(() => Int, { defaultValue: SEARCH_PAGE_SIZE })
  perPage: number = SEARCH_PAGE_SIZE;

  @Field(() => ActivityOrderBy, { nullable: true })
  orderBy?: ActivityOrderBy | null;
}

/** Favourites columns (SQL expressions of the activity page query; `bookmarked_at` is when it was saved). */
export const BOOKMARK_SORT: SortColumns = {
  id: 'a.id',
  title: 'a.title',
  base_price: 'a.base_price',
  rating: 'a.rating',
  published_at: 'a.published_at',
  created_at: 'a.created_at',
  bookmarked_at: 'b.created_at',
};

@ArgsType()
@ValidatedBy(pageSchema)
export class BookmarkListArgs {
  @Field(() => String, { nullable: true, description: sortDescription(BOOKMARK_SORT) })
  orderBy?: string | null;

  @Field(() => Int, { defaultValue: 1 })
  page: number = 1;

  @Field(() => Int, { defaultValue: SEARCH_PAGE_SIZE })
  perPage: number = SEARCH_PAGE_SIZE;
}

@ObjectType()
export class ActivityPage extends Paginated(Activity) {}

@ObjectType({ description: 'Datos públicos del aliado que ofrece una actividad.' })
export class ActivitySupplier {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'Nombre comercial.' })
  tradeName!: string;
}
