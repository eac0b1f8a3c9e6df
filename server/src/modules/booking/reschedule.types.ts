import { Field, ID, Int, ObjectType } from 'type-graphql';
import { RescheduleStatus } from './booking-reschedule.entity.js';

@ObjectType({
  description: 'Un horario al que la reserva puede cambiarse ahora (misma actividad, con cupos).',
})
export class RescheduleSlot {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field({ description: 'HH:MM:SS' })
  startsAt!: string;

  @Field({ description: 'HH:MM:SS' })
  endsAt!: string;

  @Field(() => Int, { description: 'Cupos libres.' })
  available!: number;
}

@ObjectType({
  description: 'La propuesta de nueva fecha del aliado, como la ve el cliente desde el enlace firmado.',
})
export class RescheduleProposalView {
  @Field(() => ID)
  id!: string;

  @Field(() => RescheduleStatus)
  status!: RescheduleStatus;

  @Field()
  activityTitle!: string;

  @Field()
  bookingCode!: string;

  @Field(() => Int)
  participants!: number;

  @Field({ description: 'Fecha y hora actuales (DD/MM/AAAA HH:MM, hora de Venezuela).' })
  from!: string;

  @Field({ description: 'Fecha y hora propuestas (DD/MM/AAAA HH:MM, hora de Venezuela).' })
  to!: string;

  @Field(() => Date, { nullable: true, description: 'Hasta cuándo se puede aceptar.' })
  expiresAt!: Date | null;
}
