import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated, SortedPageArgs, type SortColumns } from '../../graphql/pagination.js';

/** The supplier's bookings across all its activities: one flat row per booking, read in one SQL statement. */

export enum BookingPaymentState {
  None = 'none',
  Pending = 'pending',
  Verified = 'verified',
  Rejected = 'rejected',
}
registerEnumType(BookingPaymentState, {
  name: 'BookingPaymentState',
  description: 'El último pago del último pedido: sin pago, por verificar, verificado o rechazado.',
});

/** API column → its sort key in the list's statement (`BOOKING_SORT_KEYS`, supplier-bookings.sql.ts). */
export const SUPPLIER_BOOKING_SORT: SortColumns = {
  id: 'id',
  code: 'code',
  status: 'status',
  created_at: 'created_at',
  starts_at: 'starts_at',
  activity_title: 'activity_title',
  customer_name: 'customer_name',
  customer_email: 'customer_email',
  seats: 'seats',
  total_usd: 'total_usd',
  total_ves: 'total_ves',
  payment_state: 'payment_state',
  checked_in_at: 'checked_in_at',
};

@InputType({ description: 'Filtros de la lista de reservas del aliado (todas opcionales).' })
export class SupplierBookingFilter {
  @Field(() => String, { nullable: true, description: 'Salidas desde este día (AAAA-MM-DD, incluido).' })
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Salidas hasta este día (incluido); a lo sumo 366 días después de `from`.',
  })
  to?: string | null;

  @Field(() => ID, { nullable: true })
  activityId?: string | null;

  @Field(() => Int, { nullable: true, description: '2 por pagar, 3 pago registrado, 4 pagada, 5 cancelada.' })
  status?: number | null;

  @Field(() => BookingPaymentState, { nullable: true })
  paymentState?: BookingPaymentState | null;

  @Field(() => Boolean, { nullable: true, description: 'true: llegaron; false: aún no.' })
  checkedIn?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Nombre o correo del cliente, o código de la reserva.',
  })
  search?: string | null;
}

@ArgsType()
export class SupplierBookingListArgs extends SortedPageArgs {
  @Field(() => SupplierBookingFilter, { nullable: true })
  filter?: SupplierBookingFilter | null;
}

@ArgsType()
export class SupplierPendingPaymentsArgs extends SortedPageArgs {}

@ObjectType({ description: 'Una reserva en la lista del aliado.' })
export class SupplierBookingRow {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'Código del voucher.' })
  code!: string;

  @Field(() => Int, { description: '2 por pagar, 3 pago registrado, 4 pagada, 5 cancelada.' })
  status!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => ID)
  activityId!: number;

  @Field()
  activityTitle!: string;

  @Field({ description: 'Día de la salida (AAAA-MM-DD).' })
  date!: string;

  @Field({ description: 'Hora de la salida (HH:MM).' })
  time!: string;

  @Field({ description: 'El participante del formulario o, sin él, la cuenta que reservó.' })
  customerName!: string;

  @Field()
  customerEmail!: string;

  @Field(() => String, { nullable: true })
  customerPhone!: string | null;

  @Field(() => Int)
  seats!: number;

  @Field(() => String, { nullable: true, description: 'Total del último pedido en USD.' })
  totalUsd!: string | null;

  @Field(() => String, { nullable: true, description: 'Total del último pedido en VES.' })
  totalVes!: string | null;

  @Field(() => BookingPaymentState)
  paymentState!: BookingPaymentState;

  @Field(() => ID, { nullable: true, description: 'El último pago del último pedido.' })
  paymentId!: number | null;

  @Field(() => Date, { nullable: true })
  checkedInAt!: Date | null;
}

@ObjectType()
export class SupplierBookingPage extends Paginated(SupplierBookingRow) {}

@ObjectType({ description: 'Contacto de quien reservó (la cuenta), para el aliado de la actividad.' })
export class BookingCustomer {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;
}

@ObjectType({ description: 'Un hecho de la vida de la reserva.' })
export class BookingEvent {
  @Field(() => Date)
  at!: Date;

  @Field({
    description:
      'created, ordered, payment_registered, payment_verified, payment_rejected, checked_in, refund_requested, refund_refunded, refund_declined, rescheduled, ' +
      'reschedule_proposed, reschedule_declined, reschedule_expired.',
  })
  kind!: string;

  @Field(() => String, { nullable: true, description: 'Detalle: motivo, referencia o monto.' })
  note!: string | null;
}
