import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'Resultado de cancelar una salida: cuántas reservas se cancelaron y cuántos reembolsos se pidieron.',
})
export class DepartureCancellation {
  @Field(() => ID)
  timeId!: number;

  @Field(() => Int, {
    description:
      'Reservas de la salida que quedaron canceladas (carrito, por pagar, pago registrado o pagadas).',
  })
  cancelledBookings!: number;

  @Field(() => Int, {
    description: 'Solicitudes de reembolso completo creadas (una por reserva con pago verificado).',
  })
  refundRequests!: number;

  @Field(() => Date)
  cancelledAt!: Date;
}
