import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  alertSchema,
  commentSchema,
  contactSchema,
  exchangeRateSchema,
  rejectActivitySchema,
  supplierSchema,
} from '../../../../schema/validation/admin.js';
import { DEFAULT_DOCUMENT_TYPE_ID } from '../../../../schema/validation/auth.js';
import { Paginated, PageArgs, SortedPageArgs, type SortColumns } from '../../graphql/pagination.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { Currency, ExchangeRate } from '../booking/exchange-rate.entity.js';
import { SupplierLead } from '../supplier/supplier-lead.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';

/* Suppliers ---------------------------------------------------------------------------------------------------- */

export enum SupplierOrderBy {
  ID_ASC = 'ID_ASC',
  ID_DESC = 'ID_DESC',
  TRADE_NAME_ASC = 'TRADE_NAME_ASC',
  TRADE_NAME_DESC = 'TRADE_NAME_DESC',
  DOCUMENT_CODE_ASC = 'DOCUMENT_CODE_ASC',
  DOCUMENT_CODE_DESC = 'DOCUMENT_CODE_DESC',
  PHONE_NUMBER_ASC = 'PHONE_NUMBER_ASC',
  PHONE_NUMBER_DESC = 'PHONE_NUMBER_DESC',
  STATUS_ASC = 'STATUS_ASC',
  STATUS_DESC = 'STATUS_DESC',
  CREATED_AT_ASC = 'CREATED_AT_ASC',
  CREATED_AT_DESC = 'CREATED_AT_DESC',
}
registerEnumType(SupplierOrderBy, { name: 'SupplierOrderBy', description: 'Orden de la lista de aliados.' });

@ArgsType()
export class SupplierListArgs extends PageArgs {
  @Field(() => SupplierOrderBy, { defaultValue: SupplierOrderBy.ID_ASC })
  orderBy: SupplierOrderBy = SupplierOrderBy.ID_ASC;

  @Field(() => Int, { nullable: true, description: '0 inactivos, 1 activos; todos si se omite.' })
  status?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'true: registros por revisar (cuenta sin activar).' })
  pendingReview?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Busca en nombre comercial, razón social y documento.',
  })
  search?: string | null;
}

@ObjectType()
export class SupplierPage extends Paginated(Supplier) {}

/**
 * Every field of the admin supplier form. Fields the rules require are still nullable here where a form or REST
 * body may leave them empty, so the shared yup schema answers with its Spanish message instead of a GraphQL error.
 */
@InputType()
@ValidatedBy(supplierSchema)
export class CreateSupplierInput {
  @Field({ description: 'Nombre comercial.' })
  tradeName!: string;

  @Field({ description: 'Razón social.' })
  legalName!: string;

  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_DOCUMENT_TYPE_ID,
    description: '1 V (cédula), 2 E (pasaporte), 3 J (RIF); por omisión 3, como en el registro del aliado.',
  })
  documentTypeId!: number;

  @Field()
  documentCode!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Correo del aliado (opcional, formato válido si se da). Con correo, su usuario recibe el enlace para crear la contraseña; sin correo no se envía nada hasta que se agregue uno.',
  })
  email?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  webpage?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true })
  notes?: string | null;

  @Field(() => String, { nullable: true, description: 'Comisión entre 0.05 y 1 (decimal exacto).' })
  fee?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: '1 activo, 0 inactivo (obligatorio, sin valor por defecto).',
  })
  status?: number | null;

  @Field(() => Int, { nullable: true })
  languageId?: number | null;

  @Field(() => Int, { nullable: true })
  categoryId?: number | null;
}

@InputType()
@ValidatedBy(supplierSchema)
export class UpdateSupplierInput extends CreateSupplierInput {
  @Field(() => ID)
  id!: string;

  // The saved supplier already has one: left out, it is "requerido", never silently set back to 3.
  @Field(() => Int, { nullable: true, description: '1 V (cédula), 2 E (pasaporte), 3 J (RIF).' })
  override documentTypeId!: number;
}

/* Contacts, alerts, comments ---------------------------------------------------------------------------------- */

@InputType()
@ValidatedBy(contactSchema)
export class CreateSupplierContactInput {
  @Field(() => ID)
  supplierId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field()
  phoneNumber!: string;

  @Field(() => Int, { nullable: true, description: '0 inactivo, 1 activo.' })
  status?: number | null;
}

@InputType()
@ValidatedBy(contactSchema)
export class UpdateSupplierContactInput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field()
  phoneNumber!: string;

  @Field(() => Int, { nullable: true })
  status?: number | null;
}

@InputType()
@ValidatedBy(alertSchema)
export class CreateProviderAlertInput {
  @Field(() => ID)
  supplierId!: string;

  @Field()
  title!: string;

  @Field({ description: 'HTML; se guarda saneado.' })
  message!: string;

  @Field(() => Int, { nullable: true, description: '0 guardar sin enviar, 1 enviar al guardar.' })
  status?: number | null;
}

@InputType()
@ValidatedBy(alertSchema)
export class UpdateProviderAlertInput {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field()
  message!: string;

  @Field(() => Int, { nullable: true })
  status?: number | null;
}

@InputType()
@ValidatedBy(commentSchema)
export class CreateSupplierCommentInput {
  @Field(() => ID)
  supplierId!: string;

  @Field()
  message!: string;
}

@InputType()
@ValidatedBy(commentSchema)
export class UpdateSupplierCommentInput {
  @Field(() => ID)
  id!: string;

  @Field()
  message!: string;
}

/* Approvals ---------------------------------------------------------------------------------------------------- */

@InputType()
@ValidatedBy(rejectActivitySchema)
export class RejectActivityInput {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Se envía al aliado por correo.' })
  reason!: string;
}

@ObjectType({ description: 'Un campo de lo que el público ve de una actividad, antes y después del cambio.' })
export class ActivityChange {
  @Field({ description: 'Título, Resumen, Descripción, Precios, Detalles, Imágenes…' })
  field!: string;

  @Field({ description: 'Lo aprobado (listas: un elemento por línea).' })
  before!: string;

  @Field({ description: 'Lo actual.' })
  after!: string;
}

@ObjectType({ description: 'Una actividad nueva o pausada que espera la aprobación de un administrador.' })
export class PendingActivity {
  @Field(() => ID)
  id!: number;

  @Field()
  title!: string;

  @Field()
  slug!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'null: nunca publicada; si no, fue pausada.' })
  publishedAt?: Date | null;

  @Field(() => ID)
  supplierId!: number;

  @Field()
  supplierName!: string;

  @Field(() => [ActivityChange], {
    description:
      'Qué cambió desde la última aprobación (campo, antes, después); vacía para una actividad nueva o sin cambios.',
  })
  changes!: ActivityChange[];
}

@ObjectType()
export class PendingActivityPage extends Paginated(PendingActivity) {}

@ArgsType()
export class SupplierLeadListArgs extends SortedPageArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'false: por atender; true: atendidas.' })
  handled: boolean = false;
}

@ObjectType()
export class SupplierLeadPage extends Paginated(SupplierLead) {}

@ObjectType({ description: 'El trabajo pendiente del panel de administración.' })
export class AdminDashboard {
  @Field(() => Int, { description: 'Registros de aliados por revisar (cuenta sin activar).' })
  pendingSuppliers!: number;

  @Field(() => Int, { description: 'Actividades pendientes por aprobación (status 0).' })
  pendingActivities!: number;

  @Field(() => Int, { description: 'Pagos registrados por verificar.' })
  pendingPayments!: number;

  @Field(() => Int, { description: 'Solicitudes de la página de aliados sin atender.' })
  pendingLeads!: number;
}

/* Exchange rates ----------------------------------------------------------------------------------------------- */

@InputType()
@ValidatedBy(exchangeRateSchema)
export class SetExchangeRateInput {
  // A string checked by the shared schema (not the enum), so a wrong value gets the Spanish message after the
  // permission check instead of an English variable-coercion error before it.
  @Field({ description: 'USD o EUR.' })
  currency!: string;

  @Field({ description: 'VES por unidad, con 2 a 4 decimales (p. ej. "238.71").' })
  rate!: string;

  @Field({ description: 'Fecha valor YYYY-MM-DD; no futura.' })
  valueDate!: string;
}

/** A supplier's contacts, alerts and internal comments: the columns the admin tabs show. */
export const CONTACT_SORT: SortColumns = {
  id: 'id',
  name: 'name',
  email: 'email',
  phone_number: 'phoneNumber',
  status: 'status',
  created_at: 'createdAt',
};
export { ALERT_SORT } from '../supplier/supplier-alert.service.js';
export const COMMENT_SORT: SortColumns = {
  id: 'id',
  message: 'message',
  status: 'status',
  author_name: 'author.name',
  created_at: 'createdAt',
};

/** Review queue columns (SQL expressions of its query). */
export const PENDING_ACTIVITY_SORT: SortColumns = {
  id: 'a.id',
  title: 'a.title',
  supplier_name: 's.trade_name',
  created_at: 'a.created_at',
  updated_at: 'a.updated_at',
};

/** Supplier lead columns. */
export const LEAD_SORT: SortColumns = {
  id: 'id',
  name: 'name',
  email: 'email',
  company: 'company',
  city: 'city',
  created_at: 'createdAt',
  handled_at: 'handledAt',
};

/** Exchange rate history columns (REST `orderBy` and GraphQL `orderBy: "column:direction"`). */
export const EXCHANGE_RATE_SORT: SortColumns = {
  id: 'id',
  rate: 'rate',
  value_date: 'valueDate',
  created_at: 'createdAt',
};

@ArgsType()
export class ExchangeRateListArgs extends SortedPageArgs {
  @Field(() => Currency, { nullable: true })
  currency?: Currency | null;
}

@ObjectType()
export class ExchangeRatePage extends Paginated(ExchangeRate) {}
