import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import { confirmAttendeeSchema } from '../../../../schema/validation/booking.js';
import type { Context } from '../../graphql/context.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { confirmAttendeeConsent } from './attendee-consent.service.js';

@InputType()
@ValidatedBy(confirmAttendeeSchema)
export class ConfirmAttendeeInput {
  @Field({ description: 'El token del enlace enviado al correo del asistente.' })
  token!: string;
}

/** The attendee's confirmation link (no session): from then on it receives that account's order e-mails. */
@Resolver()
export class AttendeeConsentResolver {
  @Mutation(() => Boolean, {
    description:
      'Destino del enlace enviado al asistente de un pedido ajeno (sin sesión): desde entonces recibe los correos de los pedidos de esa cuenta.',
  })
  confirmAttendee(
    @Ctx() ctx: Context,
    @Arg('input', () => ConfirmAttendeeInput) input: ConfirmAttendeeInput,
  ): Promise<boolean> {
    return confirmAttendeeConsent(ctx, input.token);
  }
}
