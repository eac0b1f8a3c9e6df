import { Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  customerLoginSchema,
  DEFAULT_DOCUMENT_TYPE_ID,
  forgotPasswordSchema,
  recoverPasswordSchema,
  registerSchema,
  staffLoginSchema,
  supplierRegisterSchema,
} from '../../../../schema/validation/auth.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { User, UserRole } from './user.entity.js';

@ObjectType({ description: 'Sesión recién abierta: el token opaco y su vencimiento.' })
export class AuthPayload {
  @Field(() => User, { description: 'lastLoginAt es el acceso ANTERIOR (null en el primero).' })
  user!: User;

  @Field()
  accessToken!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => [String])
  scopes!: string[];
}

@InputType({ description: 'Ingreso de clientes (scope client).' })
@ValidatedBy(customerLoginSchema)
export class LoginInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}

@InputType({ description: 'Ingreso de aliados y administradores; username es el correo.' })
@ValidatedBy(staffLoginSchema)
export class StaffLoginInput {
  @Field(() => UserRole)
  scope!: UserRole;

  @Field()
  username!: string;

  @Field()
  password!: string;
}

@InputType()
@ValidatedBy(registerSchema)
export class RegisterInput {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  password!: string;
}

@InputType()
@ValidatedBy(supplierRegisterSchema)
export class RegisterSupplierInput {
  @Field(() => Int, {
    defaultValue: DEFAULT_DOCUMENT_TYPE_ID,
    description: 'Por omisión 3 (la especificación).',
  })
  documentTypeId: number = DEFAULT_DOCUMENT_TYPE_ID;

  @Field()
  documentCode!: string;

  @Field({ description: 'Nombre comercial (trade name).' })
  name!: string;

  @Field()
  legalName!: string;

  @Field()
  email!: string;

  @Field()
  password!: string;
}

@InputType()
@ValidatedBy(forgotPasswordSchema)
export class ForgotPasswordInput {
  @Field({ description: 'El correo de la cuenta (cualquier tipo).' })
  user!: string;
}

@InputType()
@ValidatedBy(recoverPasswordSchema)
export class RecoverPasswordInput {
  @Field()
  token!: string;

  @Field()
  password!: string;
}
