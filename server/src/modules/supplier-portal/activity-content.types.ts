import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, SUPPLIER_IMAGES_PAGE } from '../../../../schema/constants.js';
import {
  activityDateSchema,
  activityDetailSchema,
  activityPriceSchema,
  activityTimeSchema,
} from '../../../../schema/validation/supplier-portal.js';
import { Paginated, sortDescription, type SortColumns } from '../../graphql/pagination.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { ActivityDetail, ActivityDetailType } from '../catalog/activity-detail.entity.js';
import { ActivityImage } from '../catalog/activity-image.entity.js';
import { ActivityPrice } from '../catalog/activity-price.entity.js';
import { ReviewStatus } from '../review/review.entity.js';
import { SortDirection, SupplierListSort } from './supplier-portal.types.js';

/** GraphQL inputs and outputs for the parts of one activity: dates and slots, prices, details, images, comments. */

// ---------- dates and slots ----------

@ValidatedBy(activityDateSchema)
@InputType()
export class ActivityDateInput {
  @Field({ description: 'YYYY-MM-DD, hoy o después (hora de Venezuela).' })
  startsAt!: string;
}

@ValidatedBy(activityTimeSchema)
@InputType()
export class ActivityTimeInput {
  @Field({ description: 'HH:MM o HH:MM:SS' })
  startsAt!: string;

  @Field({ description: 'HH:MM o HH:MM:SS, después del inicio.' })
  endsAt!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Cupos; por defecto los participantes esperados de la actividad.',
  })
  expectedParticipants?: number | null;
}

// ---------- prices, details, images ----------

@ValidatedBy(activityPriceSchema)
@InputType()
export class ActivityPriceInput {
  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field({ description: 'USD, decimal como texto (≥ 0).' })
  price!: string;

  @Field(() => Int, { defaultValue: 1 })
  participants: number = 1;
}

@ObjectType()
export class ActivityPricePage extends Paginated(ActivityPrice) {}

@ValidatedBy(activityDetailSchema)
@InputType({
  description:
    'attribute: attributeTemplateId y value (título y descripción se copian de la plantilla); question: pregunta 12–124 y respuesta 12–512; highlight/unsuitable: título.',
})
export class ActivityDetailInput {
  @Field(() => ActivityDetailType)
  type!: ActivityDetailType;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Boolean, { nullable: true })
  value?: boolean | null;

  @Field(() => Int, { nullable: true })
  attributeTemplateId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Orden dentro de su tipo.' })
  position?: number | null;
}

@ObjectType()
export class ActivityDetailPage extends Paginated(ActivityDetail) {}

@ArgsType()
export class SupplierChildListArgs {
  @Field(() => ID)
  activityId!: string;

  @Field(() => Int, { defaultValue: 1 })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  perPage: number = DEFAULT_PAGE_SIZE;

  @Field(() => SupplierListSort, { defaultValue: SupplierListSort.id })
  orderBy: SupplierListSort = SupplierListSort.id;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction: SortDirection = SortDirection.ASC;
}

@ArgsType()
export class SupplierDetailListArgs extends SupplierChildListArgs {
  @Field(() => ActivityDetailType, { nullable: true })
  type?: ActivityDetailType | null;
}

/** Review list columns (`person_name`: who wrote it). */
export const REVIEW_SORT: SortColumns = {
  id: 'id',
  rating: 'rating',
  title: 'title',
  status: 'status',
  created_at: 'createdAt',
  person_name: 'user.name',
};

/** Date list columns. */
export const DATE_SORT: SortColumns = { id: 'id', starts_at: 'startsAt' };

/** Image list columns (REST `orderBy` and GraphQL `orderBy: "column:direction"`). */
export const IMAGE_SORT: SortColumns = {
  id: 'id',
  position: 'position',
  description: 'description',
  width: 'width',
  height: 'height',
  created_at: 'createdAt',
};

@ArgsType()
export class SupplierImageListArgs {
  @Field(() => ID)
  activityId!: string;

  @Field(() => String, { nullable: true, description: sortDescription(IMAGE_SORT) })
  orderBy?: string | null;

  @Field(() => Int, { defaultValue: 1 })
  page: number = 1;

  @Field(() => Int, { defaultValue: SUPPLIER_IMAGES_PAGE, description: '12 por página; 20 al cargar más.' })
  perPage: number = SUPPLIER_IMAGES_PAGE;
}

@ObjectType()
export class ActivityImagePage extends Paginated(ActivityImage) {}

// ---------- comments ----------

@ObjectType({ description: 'Una opinión sobre una actividad propia, como la ve su aliado.' })
export class SupplierReview {
  @Field(() => ID)
  id!: number;

  @Field(() => Int)
  rating!: number;

  @Field()
  title!: string;

  @Field()
  message!: string;

  @Field(() => ReviewStatus)
  status!: ReviewStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field()
  personName!: string;

  @Field(() => String, { nullable: true, description: 'null: la interfaz muestra el avatar genérico.' })
  personAvatar?: string | null;

  @Field(() => String, { nullable: true, description: 'Ciudad de quien opina.' })
  location?: string | null;
}
