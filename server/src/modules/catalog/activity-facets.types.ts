import { ArgsType, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { similarActivitiesSchema } from '../../../../schema/validation/activity-search.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { SIMILAR_ACTIVITIES_LIMIT, SIMILAR_ACTIVITIES_MAX } from '../../../../schema/constants.js';
import { ActivityOrderBy, DurationBucket, TimeOfDay } from './activity.inputs.js';

/** The facet counts the search answers beside its page, and the similar activities' arguments. */

@ObjectType({
  description: 'Una categoría, un destino, un origen o un atributo y cuántas actividades dejaría elegirlo.',
})
export class IdFacetCount {
  @Field(() => ID)
  id!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType()
export class DurationFacetCount {
  @Field(() => DurationBucket)
  bucket!: DurationBucket;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'Valoración mínima (4 o 4.5) y cuántas actividades la alcanzan.' })
export class RatingFacetCount {
  @Field(() => Float)
  minRating!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType()
export class TimeOfDayFacetCount {
  @Field(() => TimeOfDay)
  timeOfDay!: TimeOfDay;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'Idioma del guía por su código (`Language.abbr`: es, en…).' })
export class LanguageFacetCount {
  @Field()
  code!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({
  description:
    'Rango de precio base en USD: desde `min` (inclusive) hasta `max` (exclusive; sin `max`, sin tope). Se filtra con `minPrice: min, priceBelow: max`.',
})
export class PriceRangeFacetCount {
  @Field(() => Float)
  min!: number;

  @Field(() => Float, { nullable: true })
  max?: number | null;

  @Field(() => Int)
  count!: number;
}

@ObjectType({
  description:
    'Conteos de filtros: para cada opción, cuántas actividades quedarían al elegirla junto con los demás filtros activos. ' +
    'El grupo de la propia opción no cuenta (elegir otra categoría amplía, no estrecha); las opciones de un grupo se combinan con "o". ' +
    'Categorías, destinos, orígenes, atributos e idiomas: solo los que dejan alguna actividad (uno ausente deja 0); duraciones, valoraciones, momentos del día y precios: todas las opciones.',
})
export class ActivityFacets {
  @Field(() => [IdFacetCount])
  categories!: IdFacetCount[];

  @Field(() => [IdFacetCount])
  destinations!: IdFacetCount[];

  @Field(() => [IdFacetCount], { description: 'Orígenes (`originId`).' })
  origins!: IdFacetCount[];

  @Field(() => [IdFacetCount], {
    description:
      'Atributos (`attributeIds`), que se combinan con "y": cuántas actividades tienen el atributo además de los ya elegidos y los demás filtros.',
  })
  attributes!: IdFacetCount[];

  @Field(() => [DurationFacetCount])
  durations!: DurationFacetCount[];

  @Field(() => [RatingFacetCount], { description: '4 y 4.5.' })
  ratings!: RatingFacetCount[];

  @Field(() => [TimeOfDayFacetCount])
  timesOfDay!: TimeOfDayFacetCount[];

  @Field(() => [LanguageFacetCount])
  guideLanguages!: LanguageFacetCount[];

  @Field(() => Int, { description: 'Con cancelación gratuita (`freeCancellation: true`).' })
  freeCancellation!: number;

  @Field(() => [PriceRangeFacetCount])
  priceRanges!: PriceRangeFacetCount[];
}

@ArgsType()
@ValidatedBy(similarActivitiesSchema)
export class SimilarActivitiesArgs {
  @Field(() => ID)
  activityId!: string;

  @Field(() => Int, {
    defaultValue: SIMILAR_ACTIVITIES_LIMIT,
    description: `Cuántas (1 a ${SIMILAR_ACTIVITIES_MAX}).`,
  })
  limit: number = SIMILAR_ACTIVITIES_LIMIT;

  @Field(() => ActivityOrderBy, {
    nullable: true,
    description: 'Por omisión RATING_DESC (mejor valoradas primero).',
  })
  orderBy?: ActivityOrderBy | null;
}
