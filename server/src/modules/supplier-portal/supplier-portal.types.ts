import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE } from '../../../../schema/constants.js';
import { activitySchema } from '../../../../schema/validation/supplier-portal.js';
import { Paginated } from '../../graphql/pagination.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { Activity, DurationUnit } from '../catalog/activity.entity.js';

/**
 * GraphQL inputs and outputs of the supplier portal (every operation is the session supplier's own data): the sort
 * enums and the activity form. Profile: supplier-profile.types.ts; dates, prices, details, images, comments:
 * activity-content.types.ts.
 */
export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

export enum SupplierActivitySort {
  id = 'id',
  title = 'title',
  category = 'category',
  basePrice = 'basePrice',
  status = 'status',
  publishedAt = 'publishedAt',
  createdAt = 'createdAt',
}
registerEnumType(SupplierActivitySort, { name: 'SupplierActivitySort' });

export enum SupplierListSort {
  id = 'id',
  title = 'title',
  position = 'position',
  price = 'price',
  participants = 'participants',
  createdAt = 'createdAt',
}
registerEnumType(SupplierListSort, {
  name: 'SupplierListSort',
  description: 'Columnas de las tablas de precios y detalles (price y participants solo en precios).',
});

export { ModerationStatus } from '../review/moderation.js';

// ---------- activities ----------

@ObjectType()
export class SupplierActivityPage extends Paginated(Activity) {}

@ArgsType()
export class SupplierActivityListArgs {
  @Field(() => Int, { defaultValue: 1 })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  perPage: number = DEFAULT_PAGE_SIZE;

  @Field(() => SupplierActivitySort, { defaultValue: SupplierActivitySort.id })
  orderBy: SupplierActivitySort = SupplierActivitySort.id;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  direction: SortDirection = SortDirection.DESC;
}

@ValidatedBy(activitySchema)
@InputType({ description: 'Todos los campos del formulario de actividad (crear y actualizar).' })
export class ActivityInput {
  @Field()
  title!: string;

  @Field()
  summary!: string;

  @Field({ description: 'HTML del editor; se sanea en el servidor.' })
  description!: string;

  @Field({ description: 'USD, decimal como texto (≥ 0).' })
  basePrice!: string;

  @Field(() => Int, { defaultValue: 1 })
  durationQuantity: number = 1;

  @Field(() => DurationUnit, { defaultValue: DurationUnit.Hours })
  durationUnit: DurationUnit = DurationUnit.Hours;

  @Field(() => Int, { defaultValue: 0 })
  bookBefore: number = 0;

  @Field(() => Int, { defaultValue: 0 })
  cancelBefore: number = 0;

  // Nullable so that a form left without them reads "requerido" (the shared schema), not a GraphQL type error.
  @Field(() => Int, { nullable: true })
  minParticipants!: number;

  @Field(() => Int, { nullable: true })
  expectedParticipants!: number;

  @Field(() => Int, { nullable: true })
  maxParticipants!: number;

  @Field()
  departureAddress!: string;

  @Field(() => Int, {
    defaultValue: 1,
    description: 'Por omisión 1 (el valor inicial del formulario de la especificación).',
  })
  categoryId: number = 1;

  @Field(() => Int, { defaultValue: 1, description: 'Por omisión 1.' })
  languageId: number = 1;

  @Field(() => Int, { defaultValue: 2 })
  regularityId: number = 2;

  @Field(() => Int, { defaultValue: 1, description: 'Por omisión 1.' })
  originId: number = 1;

  @Field(() => Int)
  destinationId!: number;
}

@InputType({
  description:
    'Cambio parcial del formulario de actividad: solo cambian los campos enviados; el resultado se valida completo.',
})
export class ActivityPatchInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  summary?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  basePrice?: string | null;

  @Field(() => Int, { nullable: true })
  durationQuantity?: number | null;

  @Field(() => DurationUnit, { nullable: true })
  durationUnit?: DurationUnit | null;

  @Field(() => Int, { nullable: true })
  bookBefore?: number | null;

  @Field(() => Int, { nullable: true })
  cancelBefore?: number | null;

  @Field(() => Int, { nullable: true })
  minParticipants?: number | null;

  @Field(() => Int, { nullable: true })
  expectedParticipants?: number | null;

  @Field(() => Int, { nullable: true })
  maxParticipants?: number | null;

  @Field(() => String, { nullable: true })
  departureAddress?: string | null;

  @Field(() => Int, { nullable: true })
  categoryId?: number | null;

  @Field(() => Int, { nullable: true })
  languageId?: number | null;

  @Field(() => Int, { nullable: true })
  regularityId?: number | null;

  @Field(() => Int, { nullable: true })
  originId?: number | null;

  @Field(() => Int, { nullable: true })
  destinationId?: number | null;
}

@ObjectType()
export class ActivityStatusResult {
  @Field(() => Activity)
  activity!: Activity;

  @Field({ description: "Qué pasó: 'Enviada a aprobación', 'Actividad pausada…'." })
  message!: string;

  @Field({ description: 'true cuando se notificó a los administradores para aprobarla.' })
  sentToApproval!: boolean;
}
