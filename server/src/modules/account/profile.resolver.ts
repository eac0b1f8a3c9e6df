import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { MyDataService } from './my-data.service.js';
import {
  ChangePasswordInput,
  CloseAccountInput,
  ConfirmEmailChangeInput,
  Profile,
  RevertEmailChangeInput,
  UpdateProfileInput,
} from './profile.inputs.js';
import { ProfileService } from './profile.service.js';

const profiles = new ProfileService();
const myData = new MyDataService();

/** The customer's own account (/profile). */
@Resolver()
export class ProfileResolver {
  @Authorized('client')
  @Query(() => Profile, { description: 'El perfil del cliente de la sesión.' })
  myProfile(@Ctx() ctx: Context): Promise<Profile> {
    return profiles.profile(ctx);
  }

  @Authorized('client')
  @Mutation(() => Profile, {
    description: 'Guarda el perfil. Un correo nuevo queda en pendingEmail hasta confirmar el enlace enviado.',
  })
  updateProfile(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
  ): Promise<Profile> {
    return profiles.update(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Destino del enlace de cambio de correo (sin sesión).' })
  confirmEmailChange(
    @Ctx() ctx: Context,
    @Arg('input', () => ConfirmEmailChangeInput) input: ConfirmEmailChangeInput,
  ): Promise<boolean> {
    return profiles.confirmEmailChange(ctx, input);
  }

  @Mutation(() => Boolean, {
    description:
      'Destino del enlace «No fui yo» del correo anterior (sin sesión): deshace el cambio de correo y cierra todas las sesiones.',
  })
  revertEmailChange(
    @Ctx() ctx: Context,
    @Arg('input', () => RevertEmailChangeInput) input: RevertEmailChangeInput,
  ): Promise<boolean> {
    return profiles.revertEmailChange(ctx, input);
  }

  @Authorized('client')
  @Mutation(() => Boolean, {
    description:
      'Cambia la contraseña (pide la actual) y cierra las demás sesiones; la actual sigue abierta.',
  })
  changePassword(
    @Ctx() ctx: Context,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ): Promise<boolean> {
    return profiles.changePassword(ctx, input);
  }

  @Authorized('client')
  @Mutation(() => Boolean, {
    description:
      'Cierra la cuenta: anonimiza los datos personales y borra los tokens; conserva reservas y pagos.',
  })
  closeAccount(
    @Ctx() ctx: Context,
    @Arg('input', () => CloseAccountInput) input: CloseAccountInput,
  ): Promise<boolean> {
    return profiles.close(ctx, input);
  }

  @Authorized('client')
  @Query(() => GraphQLJSONObject, {
    description:
      'Mis datos: perfil, reservas, pedidos, pagos, opiniones y favoritos, para descargar como JSON.',
  })
  myData(@Ctx() ctx: Context): Promise<Record<string, unknown>> {
    return myData.export(ctx);
  }
}
