import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, SUPPLIER_IMAGES_PAGE } from '../../../../schema/constants.js';
import {
  activityDateSchema,
  activityDetailSchema,
  activityPriceSchema,
  activitySchema,
  activityTimeSchema,
  supplierProfileSchema,
} from '../../../../schema/validation/supplier-portal.js';
import { Paginated, sortDescription, type SortColumns } from '../../graphql/pagination.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { ActivityDetail, ActivityDetailType } from '../catalog/activity-detail.entity.js';
import { ActivityImage } from '../catalog/activity-image.entity.js';
import { ActivityPrice } from '../catalog/activity-price.entity.js';
import { Activity, DurationUnit } from '../catalog/activity.entity.js';
import { ReviewStatus } from '../catalog/review.entity.js';

/** GraphQL inputs and outputs of the supplier portal (every operation is the session supplier's own data). */

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

// ---------- dashboard and profile ----------

@ObjectType({ description: 'Tasa más reciente de una moneda en bolívares.' })
export class DashboardRate {
  @Field({ description: 'VES por unidad (4 decimales; la interfaz muestra 2).' })
  rate!: string;

  @Field({ description: 'YYYY-MM-DD' })
  valueDate!: string;
}

@ObjectType({ description: 'Tarjetas del inicio del aliado; los conteos son 0 cuando no hay datos.' })
export class SupplierDashboard {
  @Field(() => DashboardRate, { nullable: true })
  dolar?: DashboardRate | null;

  @Field(() => DashboardRate, { nullable: true })
  euro?: DashboardRate | null;

  @Field(() => Int, { description: 'Actividades publicadas (status 1).' })
  activities!: number;

  @Field(() => Int, { description: 'Favoritos sobre sus actividades.' })
  bookmarks!: number;

  @Field(() => Int, { description: 'Reservas pendientes (pedido por pagar o pago registrado).' })
  bookings!: number;

  @Field(() => Int, { description: 'Alertas enviadas sin leer.' })
  alerts!: number;

  @Field(() => Int, { description: 'Opiniones pendientes de revisión.' })
  comments!: number;

  @Field(() => Boolean, { description: 'false mientras la cuenta está en revisión (sin activatedAt).' })
  activated!: boolean;
}

@ObjectType({ description: 'Datos de pago móvil donde el aliado recibe sus pagos.' })
export class PagoMovilData {
  @Field({ description: 'Titular.' })
  holder!: string;

  @Field({ description: 'RIF o cédula del titular.' })
  rif!: string;

  @Field({ description: 'Teléfono de pago móvil.' })
  phone!: string;

  @Field({ description: 'Código del banco (4 dígitos).' })
  bankCode!: string;
}

@ObjectType()
export class SupplierProfile {
  @Field(() => ID)
  id!: number;

  @Field()
  tradeName!: string;

  @Field()
  legalName!: string;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int, { description: '1 V, 2 E, 3 J.' })
  documentTypeId!: number;

  @Field()
  documentCode!: string;

  @Field(() => String, { nullable: true })
  webpage?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => Int, { nullable: true })
  languageId?: number | null;

  @Field(() => Date, { nullable: true, description: 'Activo desde (solo lectura).' })
  activatedAt?: Date | null;

  @Field(() => PagoMovilData, { nullable: true })
  pagoMovil?: PagoMovilData | null;
}

@InputType()
export class PagoMovilInput {
  @Field()
  holder!: string;

  @Field()
  rif!: string;

  @Field()
  phone!: string;

  @Field()
  bankCode!: string;
}

@ValidatedBy(supplierProfileSchema)
@InputType()
export class UpdateSupplierProfileInput {
  @Field()
  tradeName!: string;

  @Field()
  legalName!: string;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field()
  description!: string;

  @Field(() => Int)
  documentTypeId!: number;

  @Field()
  documentCode!: string;

  @Field(() => String, { nullable: true })
  webpage?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => Int, { nullable: true })
  languageId?: number | null;

  @Field(() => PagoMovilInput, { nullable: true, description: 'Si se envía, se guarda (crea o reemplaza).' })
  pagoMovil?: PagoMovilInput | null;
}

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

  @Field(() => Int)
  minParticipants!: number;

  @Field(() => Int)
  expectedParticipants!: number;

  @Field(() => Int)
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
