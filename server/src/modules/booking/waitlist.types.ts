import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { joinWaitlistSchema } from '../../../../schema/validation/waitlist.js';
import { ValidatedBy } from '../../graphql/validation.js';
import type { WaitlistStatus } from './waitlist-entry.entity.js';

@ObjectType({ description: 'Un lugar del cliente en la lista de espera de una salida llena.' })
export class WaitlistPlace {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description:
      'waiting: en la fila; offered: con cupos apartados hasta offerExpiresAt; claimed: reservados; expired: la oferta venció; left: salió de la lista; closed: la salida se canceló.',
  })
  status!: WaitlistStatus;

  @Field(() => Int, { description: 'Personas del grupo.' })
  participants!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Lugar en la fila (1 = el próximo); solo mientras espera.',
  })
  position!: number | null;

  @Field(() => Date, { nullable: true, description: 'Fin de la oferta: hasta cuándo se guardan los cupos.' })
  offerExpiresAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, {
    nullable: true,
    description:
      'Con una oferta abierta: el token del enlace firmado para reservar los cupos (el mismo del correo).',
  })
  offerToken!: string | null;

  @Field(() => ID, { nullable: true, description: 'La reserva del carrito creada con la oferta.' })
  bookingId!: string | null;

  @Field(() => ID)
  activityId!: string;

  @Field()
  activityTitle!: string;

  @Field()
  activitySlug!: string;

  @Field(() => ID, { description: 'La salida (horario).' })
  timeId!: string;

  @Field({ description: 'AAAA-MM-DD' })
  date!: string;

  @Field({ description: 'HH:MM' })
  startsAt!: string;
}

@InputType()
@ValidatedBy(joinWaitlistSchema)
export class JoinWaitlistInput {
  @Field(() => ID, { description: 'La salida llena (horario).' })
  activityTimeId!: string;

  @Field(() => Int, { description: 'Personas del grupo (1 a 50, y no más que la capacidad de la salida).' })
  participants!: number;
}
