import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import {
  AuthPayload,
  ForgotPasswordInput,
  LoginInput,
  RecoverPasswordInput,
  RegisterInput,
  StaffLoginInput,
} from './auth.inputs.js';
import { AuthService } from './auth.service.js';
import { User } from './user.entity.js';

@Resolver()
export class AuthResolver {
  private readonly auth = new AuthService();

  @Query(() => User, { nullable: true, description: 'El usuario de la sesión; null sin sesión.' })
  me(@Ctx() ctx: Context): User | null {
    return this.auth.me(ctx);
  }

  @Mutation(() => AuthPayload, { description: 'Ingreso de clientes.' })
  login(@Ctx() ctx: Context, @Arg('input', () => LoginInput) input: LoginInput): Promise<AuthPayload> {
    return this.auth.login(ctx, input);
  }

  @Mutation(() => AuthPayload, {
    description: 'Ingreso de aliados (scope supplier) y administradores (admin).',
  })
  staffLogin(
    @Ctx() ctx: Context,
    @Arg('input', () => StaffLoginInput) input: StaffLoginInput,
  ): Promise<AuthPayload> {
    return this.auth.staffLogin(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revoca el token presentado.' })
  logout(@Ctx() ctx: Context): Promise<boolean> {
    return this.auth.logout(ctx);
  }

  @Mutation(() => User, { description: 'Registro de clientes; envía el correo de activación.' })
  register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput): Promise<User> {
    return this.auth.register(ctx, input);
  }

  @Mutation(() => User, { description: 'Siempre rechazado: los administradores no se registran.' })
  registerAdmin(
    // Not validated: whatever is sent, the answer is the same refusal.
    @Arg('input', () => RegisterInput, { validateFn: () => undefined }) _input: RegisterInput,
  ): User {
    return this.auth.registerAdmin();
  }

  @Mutation(() => Boolean, { description: 'Destino del enlace de activación.' })
  verifyEmail(@Ctx() ctx: Context, @Arg('token') token: string): Promise<boolean> {
    return this.auth.verifyEmail(ctx, token);
  }

  @Mutation(() => Boolean, { description: 'Siempre true, exista o no la cuenta.' })
  forgotPassword(
    @Ctx() ctx: Context,
    @Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput,
  ): Promise<boolean> {
    return this.auth.forgotPassword(ctx, input);
  }

  @Mutation(() => Boolean)
  recoverPassword(
    @Ctx() ctx: Context,
    @Arg('input', () => RecoverPasswordInput) input: RecoverPasswordInput,
  ): Promise<boolean> {
    return this.auth.recoverPassword(ctx, input);
  }
}
