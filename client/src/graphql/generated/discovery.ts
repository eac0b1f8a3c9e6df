/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Filtros de la búsqueda pública; cada actividad devuelta cumple todos. */
export type ActivityFilter = {
  /** Todos estos atributos con valor sí. */
  attributeIds?: Array<string> | null | undefined;
  /** Alguna de estas categorías. */
  categoryIds?: Array<string> | null | undefined;
  destinationId?: string | null | undefined;
  /** Alguna de estas duraciones. */
  durations?: Array<DurationBucket> | null | undefined;
  featured?: boolean | null | undefined;
  /** true: solo con cancelación gratuita, es decir, que se pueden cancelar con reembolso completo hasta 24 h antes del inicio o más tarde (`cancelBefore` ≤ 24 horas). false: solo las demás. */
  freeCancellation?: boolean | null | undefined;
  /** Idioma del guía: alguno de estos códigos (`Language.abbr`, p. ej. es, en). Un código que no existe no deja ninguna actividad. */
  guideLanguages?: Array<string> | null | undefined;
  /** Precio base máximo en USD (inclusive). */
  maxPrice?: number | null | undefined;
  /** Precio base mínimo en USD (inclusive). */
  minPrice?: number | null | undefined;
  /** Valoración mínima (0 a 5; p. ej. 4 o 4.5). */
  minRating?: number | null | undefined;
  originId?: string | null | undefined;
  /** Personas: solo actividades con un horario con cupo para todas, en los días de `startsFrom`…`startsTo` (sin días: desde hoy). */
  participants?: number | null | undefined;
  /** Precio base en USD estrictamente mayor que este. */
  priceAbove?: number | null | undefined;
  /** Precio base en USD estrictamente menor que este. */
  priceBelow?: number | null | undefined;
  /** YYYY-MM-DD: tiene una fecha ese día con algún horario. */
  startsAt?: string | null | undefined;
  /** YYYY-MM-DD: con un horario con cupo entre este día y `startsTo` (inclusive; sin `startsTo`, solo este día). */
  startsFrom?: string | null | undefined;
  /** YYYY-MM-DD: último día del rango de `startsFrom` (sin `startsFrom`, desde hoy en Venezuela). */
  startsTo?: string | null | undefined;
  /** Texto libre (español, sin distinguir acentos ni mayúsculas). */
  text?: string | null | undefined;
  /** Con un horario reservable que empieza en alguno de estos momentos del día (en los días y para las personas pedidas, si se piden; si no, desde ahora). */
  timeOfDay?: Array<TimeOfDay> | null | undefined;
};

/** Duración: UP_TO_2H hasta 2 h; FROM_2_TO_4H más de 2 h y hasta 4 h; HALF_DAY más de 4 h y hasta 6 h; FULL_DAY más de 6 h y hasta 1 día; MULTI_DAY más de 1 día. */
export type DurationBucket =
  | 'FROM_2_TO_4H'
  | 'FULL_DAY'
  | 'HALF_DAY'
  | 'MULTI_DAY'
  | 'UP_TO_2H';

/** Unidad de la duración. */
export type DurationUnit =
  | 'Days'
  | 'Hours'
  | 'Minutes';

/** Hora de inicio de un horario (hora de Venezuela): MORNING antes de las 12:00; AFTERNOON de 12:00 a 17:59; EVENING desde las 18:00. */
export type TimeOfDay =
  | 'AFTERNOON'
  | 'EVENING'
  | 'MORNING';

export type SearchFacetsQueryVariables = Exact<{
  filter?: ActivityFilter | null | undefined;
}>;


export type SearchFacetsQuery = { activities: { __typename: 'ActivityPage', facets: { __typename: 'ActivityFacets', freeCancellation: number, categories: Array<{ __typename: 'IdFacetCount', id: string, count: number }>, destinations: Array<{ __typename: 'IdFacetCount', id: string, count: number }>, origins: Array<{ __typename: 'IdFacetCount', id: string, count: number }>, attributes: Array<{ __typename: 'IdFacetCount', id: string, count: number }>, durations: Array<{ __typename: 'DurationFacetCount', bucket: DurationBucket, count: number }>, ratings: Array<{ __typename: 'RatingFacetCount', minRating: number, count: number }>, timesOfDay: Array<{ __typename: 'TimeOfDayFacetCount', timeOfDay: TimeOfDay, count: number }>, guideLanguages: Array<{ __typename: 'LanguageFacetCount', code: string, count: number }>, priceRanges: Array<{ __typename: 'PriceRangeFacetCount', min: number, max: number | null, count: number }> } | null } };

export type SimilarActivitiesQueryVariables = Exact<{
  activityId: string;
  limit: number;
}>;


export type SimilarActivitiesQuery = { similarActivities: Array<{ __typename: 'Activity', id: string, slug: string, title: string, basePrice: string, rating: number, durationQuantity: number, durationUnit: DurationUnit, cover: Array<{ __typename: 'ActivityImage', id: string, small: string }> }> };


export const SearchFacetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchFacets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"origins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minRating"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timesOfDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOfDay"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guideLanguages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellation"}},{"kind":"Field","name":{"kind":"Name","value":"priceRanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchFacetsQuery, SearchFacetsQueryVariables>;
export const SimilarActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimilarActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"durationQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"durationUnit"}},{"kind":"Field","alias":{"kind":"Name","value":"cover"},"name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"small"},"name":{"kind":"Name","value":"url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"StringValue","value":"240x240","block":false}}]}]}}]}}]}}]} as unknown as DocumentNode<SimilarActivitiesQuery, SimilarActivitiesQueryVariables>;