import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

/** What a voucher shows at the meeting point; times are America/Caracas wall-clock. */
@ObjectType()
export class VoucherLine {
  @Field({ description: 'La tarifa (p. ej. Adulto).' })
  title!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int, { description: 'Personas por unidad de la tarifa.' })
  participants!: number;
}

@ObjectType()
export class Voucher {
  @Field(() => ID)
  bookingId!: number;

  @Field({ description: 'Código corto de la reserva (p. ej. K7QM-3XPA).' })
  code!: string;

  @Field({ description: 'Lo que codifica el QR: el código y una firma del servidor (nunca el id).' })
  token!: string;

  @Field()
  activityTitle!: string;

  @Field({ description: 'Fecha de la actividad, AAAA-MM-DD (hora de Caracas).' })
  date!: string;

  @Field({ description: 'Hora de inicio, HH:MM (hora de Caracas).' })
  startTime!: string;

  @Field({ description: 'Hora de fin, HH:MM (hora de Caracas).' })
  endTime!: string;

  @Field({ description: 'Siempre America/Caracas.' })
  timeZone!: string;

  @Field({ description: 'Punto de encuentro (dirección de salida de la actividad).' })
  meetingPoint!: string;

  @Field({ description: 'Enlace a un mapa del punto de encuentro.' })
  mapUrl!: string;

  @Field(() => [VoucherLine])
  lines!: VoucherLine[];

  @Field(() => Int, { description: 'Total de participantes.' })
  participants!: number;

  @Field()
  supplierName!: string;

  @Field(() => String, { nullable: true })
  supplierPhone?: string | null;

  @Field({ description: 'A nombre de quién está la reserva.' })
  customerName!: string;

  @Field(() => Date, { nullable: true })
  checkedInAt?: Date | null;
}

@ObjectType()
export class ManifestRow {
  @Field(() => ID)
  bookingId!: number;

  @Field()
  code!: string;

  @Field()
  personName!: string;

  @Field(() => Int)
  participants!: number;

  @Field(() => Int, { description: 'Estado de la reserva: 2 por pagar, 3 pago por verificar, 4 pagada.' })
  status!: number;

  @Field({ description: 'Estado del pago en palabras (Por pagar, Pago por verificar, Pagado).' })
  paymentState!: string;

  @Field(() => Date, { nullable: true })
  checkedInAt?: Date | null;
}

@ObjectType()
export class ManifestTotals {
  @Field(() => Int, { description: 'Participantes reservados (pedidos por pagar, por verificar y pagados).' })
  booked!: number;

  @Field(() => Int, { description: 'Participantes con el pago verificado.' })
  paid!: number;

  @Field(() => Int, { description: 'Participantes que ya llegaron.' })
  checkedIn!: number;
}

/** Who is coming to one departure (activity date and start time), for the supplier at the meeting point. */
@ObjectType()
export class CheckInManifest {
  @Field(() => ID)
  activityTimeId!: number;

  @Field(() => ID)
  activityId!: number;

  @Field()
  activityTitle!: string;

  @Field()
  date!: string;

  @Field()
  startTime!: string;

  @Field()
  endTime!: string;

  @Field(() => [ManifestRow])
  rows!: ManifestRow[];

  @Field(() => ManifestTotals)
  totals!: ManifestTotals;
}

@InputType()
export class CheckInInput {
  @Field(() => ID, { description: 'El horario (fecha y hora de salida) en el que se registra la llegada.' })
  activityTimeId!: string;

  @Field(() => String, { nullable: true, description: 'El contenido del QR del voucher.' })
  token?: string | null;

  @Field(() => String, { nullable: true, description: 'El código de la reserva, escrito a mano.' })
  code?: string | null;
}

@ObjectType()
export class CheckInResult {
  @Field(() => ManifestRow)
  booking!: ManifestRow;

  @Field({ description: 'true si ya estaba registrada: no se cuenta dos veces.' })
  alreadyCheckedIn!: boolean;

  @Field({ description: 'Mensaje para mostrar (p. ej. "Ya registrado").' })
  message!: string;
}
