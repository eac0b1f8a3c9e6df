import { Field, ID, Int, ObjectType } from 'type-graphql';

/** The supplier's dashboard of what to do now (its counters and rates stay in `supplierDashboard`). */

@ObjectType({ description: 'Una salida (horario) con sus cupos reservados y llegadas.' })
export class DepartureSummary {
  @Field(() => ID)
  timeId!: number;

  @Field(() => ID)
  activityId!: number;

  @Field()
  activityTitle!: string;

  @Field({ description: 'AAAA-MM-DD' })
  date!: string;

  @Field({ description: 'HH:MM' })
  startsAt!: string;

  @Field(() => Int, { description: 'Cupos de reservas vivas (por pagar, pago registrado o pagadas).' })
  booked!: number;

  @Field(() => Int, { description: 'Cupos del horario.' })
  capacity!: number;

  @Field(() => Int, { description: 'Mínimo de participantes de la actividad.' })
  minParticipants!: number;

  @Field(() => Int, { description: 'Reservas vivas del horario.' })
  bookings!: number;

  @Field(() => Int, { description: 'De ellas, las que ya llegaron.' })
  checkedIn!: number;

  @Field(() => Date, { nullable: true, description: 'Cuándo se canceló la salida (null: no cancelada).' })
  cancelledAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Último aviso por correo de que la salida sigue bajo el mínimo (24 h antes del plazo de cancelación y al ' +
      'vencer); null si no hubo aviso.',
  })
  minimumWarnedAt!: Date | null;
}

@ObjectType({ description: 'Un día de los últimos 30 (hora de Venezuela).' })
export class DayFigures {
  @Field({ description: 'AAAA-MM-DD' })
  date!: string;

  @Field(() => Int, {
    description: 'Reservas hechas ese día que siguen vivas (por pagar, registradas o pagadas).',
  })
  bookings!: number;

  @Field({ description: 'USD de los pagos verificados ese día (total de sus pedidos).' })
  revenueUsd!: string;
}

@ObjectType({ description: 'Lo que el aliado tiene que hacer hoy.' })
export class SupplierToday {
  @Field({ description: 'Hoy en Venezuela (AAAA-MM-DD).' })
  today!: string;

  @Field(() => [DepartureSummary], { description: 'Salidas de hoy y de mañana, por hora.' })
  departures!: DepartureSummary[];

  @Field(() => Int)
  paymentsToVerify!: number;

  @Field(() => Date, { nullable: true, description: 'Desde cuándo espera el pago más antiguo.' })
  oldestPaymentAt!: Date | null;

  @Field(() => [DepartureSummary], {
    description:
      'Salidas de los próximos 30 días con reservas pero por debajo del mínimo de la actividad (hasta 10).',
  })
  belowMinimum!: DepartureSummary[];

  @Field(() => Int)
  openRefunds!: number;

  @Field(() => Date, { nullable: true })
  oldestRefundAt!: Date | null;

  @Field(() => [DayFigures], { description: 'Los últimos 30 días, el más antiguo primero (hoy incluido).' })
  last30Days!: DayFigures[];
}
