import { Field, ID, InputType, ObjectType } from 'type-graphql';
import {
  changePasswordSchema,
  closeAccountSchema,
  confirmEmailChangeSchema,
  profileSchema,
  revertEmailChangeSchema,
} from '../../../../schema/validation/profile.js';
import { ValidatedBy } from '../../graphql/validation.js';

@ObjectType({ description: 'La cuenta propia, tal como la edita el cliente en /profile.' })
export class Profile {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'El correo de ingreso (el confirmado).' })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Correo nuevo a la espera de su enlace de confirmación; null si no hay cambio pendiente.',
  })
  pendingEmail!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: 'Cédula o RIF.' })
  nationalId!: string | null;

  @Field(() => String, { nullable: true })
  avatar!: string | null;

  @Field(() => String, { nullable: true })
  city!: string | null;
}

@InputType({
  description: 'Mismas reglas que el formulario del participante (customer spec §5), más la ciudad.',
})
@ValidatedBy(profileSchema)
export class UpdateProfileInput {
  @Field()
  name!: string;

  @Field({
    description: 'Si cambia, se envía un enlace al correo nuevo; el actual sigue valiendo hasta confirmarlo.',
  })
  email!: string;

  @Field()
  phone!: string;

  @Field()
  nationalId!: string;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'La contraseña actual; obligatoria si el correo cambia.',
  })
  currentPassword?: string | null;
}

@InputType()
@ValidatedBy(changePasswordSchema)
export class ChangePasswordInput {
  @Field()
  currentPassword!: string;

  @Field()
  newPassword!: string;
}

@InputType()
@ValidatedBy(closeAccountSchema)
export class CloseAccountInput {
  @Field({ description: 'La contraseña actual, como confirmación.' })
  password!: string;
}

@InputType()
@ValidatedBy(confirmEmailChangeSchema)
export class ConfirmEmailChangeInput {
  @Field({ description: 'El token del enlace enviado al correo nuevo.' })
  token!: string;
}

@InputType()
@ValidatedBy(revertEmailChangeSchema)
export class RevertEmailChangeInput {
  @Field({ description: 'El token del enlace «No fui yo» enviado al correo anterior.' })
  token!: string;
}
