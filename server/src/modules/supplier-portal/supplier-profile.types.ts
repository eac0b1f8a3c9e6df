import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { supplierProfileSchema } from '../../../../schema/validation/supplier-portal.js';
import { ValidatedBy } from '../../graphql/validation.js';

/** GraphQL inputs and outputs of the supplier's dashboard and profile. */

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

  // Nullable so that a form left without it reads "requerido" (the shared schema), not a GraphQL type error.
  @Field(() => Int, { nullable: true })
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
