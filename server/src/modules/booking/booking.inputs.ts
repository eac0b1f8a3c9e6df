import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import {
  createBookingSchema,
  guestOrderSchema,
  paymentSchema,
  placeOrderSchema,
} from '../../../../schema/validation/booking.js';
import { Paginated, SortedPageArgs, type SortColumns } from '../../graphql/pagination.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { Booking } from './booking.entity.js';
import { Order } from './order.entity.js';
import { Payment } from './payment.entity.js';

@InputType({ description: 'Cantidad de una tarifa (línea de precio) de la actividad.' })
export class BookingDetailInput {
  @Field(() => ID)
  activityPriceId!: string;

  @Field(() => Int)
  quantity!: number;
}

@InputType({
  description: 'Reserva desde el panel de la actividad: retiene los cupos hasta las 12:00 (Caracas).',
})
@ValidatedBy(createBookingSchema)
export class CreateBookingInput {
  @Field(() => ID)
  activityId!: string;

  @Field(() => ID)
  activityDateId!: string;

  @Field(() => ID)
  activityTimeId!: string;

  @Field(() => [BookingDetailInput])
  details!: BookingDetailInput[];
}

@InputType({
  description:
    'Pedido desde el carrito (solo bookingIds) o desde el asistente (bookingIds + datos del participante, todos requeridos si se envía alguno).',
})
@ValidatedBy(placeOrderSchema)
export class PlaceOrderInput {
  @Field(() => [ID])
  bookingIds!: string[];

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Cédula o RIF.' })
  nationalId?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;
}

@InputType({
  description:
    'Pedido desde el enlace compartido del asistente (sin cuenta): datos del participante requeridos.',
})
@ValidatedBy(guestOrderSchema)
export class GuestOrderInput {
  @Field(() => ID)
  bookingId!: string;

  @Field({ description: 'El secreto del enlace compartido.' })
  token!: string;

  @Field()
  name!: string;

  @Field({ description: 'Cédula o RIF.' })
  nationalId!: string;

  @Field()
  email!: string;

  @Field()
  phone!: string;
}

@InputType({ description: 'Registro de un pago móvil (formulario "Detalles de Pago").' })
@ValidatedBy(paymentSchema)
export class RegisterPaymentInput {
  @Field(() => ID)
  orderId!: string;

  @Field(() => ID)
  paymentMethodId!: string;

  @Field({ description: 'Código del banco emisor (Banco Deudor), p. ej. 0102.' })
  bank!: string;

  @Field({ description: 'Cédula/RIF del pagador.' })
  buyerId!: string;

  @Field({ description: 'Monto pagado en VES, decimal con "." o ",".' })
  paidAmount!: string;

  @Field({ description: 'Referencia bancaria (6 a 20 caracteres).' })
  reference!: string;

  @Field(() => Boolean)
  acceptTerms!: boolean;
}

/** Order list columns (REST `orderBy` and GraphQL `orderBy: "column:direction"`). */
export const ORDER_SORT: SortColumns = {
  id: 'id',
  status: 'status',
  paid: 'paid',
  issue_date: 'issueDate',
  expires_at: 'expiresAt',
  total_usd: 'totalUsd',
  total_ves: 'totalVes',
  created_at: 'createdAt',
};

/** Supplier reservation columns: the booking's own and its date, time and activity as the list shows them. */
export const RESERVATION_SORT: SortColumns = {
  id: 'id',
  status: 'status',
  created_at: 'createdAt',
  'date.starts_at': 'activityDate.startsAt',
  'time.starts_at': 'activityTime.startsAt',
  'date.activity.title': 'activity.title',
};

@ArgsType()
export class OrderListArgs extends SortedPageArgs {
  @Field(() => Int, { nullable: true, description: '0 por pagar, 1 pago enviado, 2 cancelada o vencida.' })
  status?: number | null;

  @Field(() => Boolean, { nullable: true })
  paid?: boolean | null;
}

@ArgsType()
export class ReservationListArgs extends SortedPageArgs {
  @Field(() => ID, { nullable: true })
  activityId?: string | null;
}

/** Support's booking list columns. */
export const BOOKING_SORT: SortColumns = {
  id: 'id',
  status: 'status',
  created_at: 'createdAt',
  hold_expires_at: 'holdExpiresAt',
  'date.starts_at': 'activityDate.startsAt',
};

/** Cart columns (the booking's own, its date and its USD total: `CART_TOTAL_USD`). */
export const CART_SORT: SortColumns = {
  id: 'id',
  status: 'status',
  created_at: 'createdAt',
  hold_expires_at: 'holdExpiresAt',
  seats: 'seatsHeld',
  total_usd: 'totalUsd',
  'date.starts_at': 'activityDate.startsAt',
};

/** Payment method and bank columns (their REST routes' too). */
export const METHOD_SORT: SortColumns = { id: 'id', name: 'name', code: 'code', status: 'status' };
export const BANK_SORT: SortColumns = { code: 'code', name: 'name' };

/** Pending payment columns. */
export const PAYMENT_SORT: SortColumns = {
  id: 'id',
  paid_amount: 'paidAmount',
  reference: 'reference',
  bank: 'bank',
  created_at: 'createdAt',
};

@ArgsType()
export class CustomerBookingsArgs extends SortedPageArgs {
  @Field({ description: 'Correo del cliente (sin distinguir mayúsculas).' })
  customerEmail!: string;

  @Field(() => Int, {
    nullable: true,
    description: '1 carrito, 2 ordenada, 3 pago registrado, 4 pagada, 5 cancelada.',
  })
  status?: number | null;
}

@ArgsType()
export class PendingPaymentsArgs extends SortedPageArgs {
  @Field(() => ID, { nullable: true, description: 'Solo los pagos de las actividades de este aliado.' })
  supplierId?: string | null;
}

@ObjectType()
export class OrderPage extends Paginated(Order) {}

@ObjectType()
export class BookingPage extends Paginated(Booking) {}

@ObjectType()
export class PaymentPage extends Paginated(Payment) {}

@ObjectType({ description: 'Dónde vive una persona (la ciudad de su perfil).' })
export class PersonLocation {
  @Field()
  name!: string;
}

@ObjectType({
  description: 'Quien reserva, como lo ve el aliado: nombre, avatar y ubicación (spec: person).',
})
export class BookingPerson {
  @Field({ description: 'El nombre del formulario de la reserva o el de la cuenta.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'null: la interfaz muestra el avatar genérico.' })
  avatar!: string | null;

  @Field(() => PersonLocation, { nullable: true, description: 'null cuando el perfil no tiene ciudad.' })
  location!: PersonLocation | null;
}

@ObjectType({
  description: 'Datos de cobro del aliado para un método (pago móvil: titular, RIF, teléfono, banco).',
})
export class BookingPaymentData {
  @Field(() => ID)
  paymentMethodId!: number;

  @Field({ description: 'Titular.' })
  holder!: string;

  @Field({ description: 'RIF/cédula del titular.' })
  taxId!: string;

  @Field({ description: 'Teléfono (pago móvil) o cuenta.' })
  phone!: string;

  @Field({ description: 'Código del banco receptor.' })
  bankCode!: string;

  @Field()
  bankName!: string;
}
