import { ref } from '@mikro-orm/core';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { BadInputError } from '../../graphql/errors.js';
import { RegisterSupplierInput } from '../account/auth.inputs.js';
import { AuthService } from '../account/auth.service.js';
import type { SignInCheck } from '../account/session.js';
import { User, UserRole } from '../account/user.entity.js';
import { MailService } from '../mail/mail.service.js';
import { supplierRequestMail } from '../mail/templates.js';
import { DocumentType } from './document-type.entity.js';
import { Supplier, SupplierStatus } from './supplier.entity.js';

export const SUPPLIER_SIGN_UP_MESSAGES = {
  badDocumentType: 'El tipo de documento es inválido',
  deactivated: 'Su cuenta de aliado está desactivada. Comuníquese con Xplora para reactivarla.',
} as const;

/**
 * Supplier sign-up: the account (account module) and its supplier row, pending review, in one transaction
 * (activatedAt stays null until an admin activates it), and the request mail.
 */
export async function registerSupplier(ctx: Context, input: RegisterSupplierInput): Promise<User> {
  const documentType = await ctx.em.findOne(DocumentType, { id: input.documentTypeId });
  if (!documentType) {
    const message = SUPPLIER_SIGN_UP_MESSAGES.badDocumentType;
    throw new BadInputError(message, { documentTypeId: message });
  }
  return new AuthService().openAccount(ctx, { ...input, role: UserRole.Supplier }, (em, user) => {
    const supplier = em.create(Supplier, {
      user: ref(user),
      tradeName: input.name.trim(),
      legalName: input.legalName.trim(),
      documentType: ref(documentType),
      documentCode: input.documentCode.trim().toUpperCase(),
      email: user.email,
      status: SupplierStatus.Inactive,
    });
    MailService.queue(em, supplierRequestMail(user.email, user.name, supplier.tradeName));
  });
}

/**
 * An activated supplier whose status an admin set back to 0 is deactivated and may not sign in (self-registered
 * ones wait at 0 with no activatedAt, and may sign in to a read-only portal).
 */
export const deactivatedSupplierCheck: SignInCheck = async (em, user) => {
  if (user.role !== UserRole.Supplier || !user.activatedAt) return null;
  const supplier = await em.findOne(Supplier, { user: user.id });
  return supplier?.status === SupplierStatus.Inactive ? SUPPLIER_SIGN_UP_MESSAGES.deactivated : null;
};

@Resolver()
export class SupplierRegistrationResolver {
  @Mutation(() => User, {
    description: 'Registro de aliados; queda pendiente de revisión (activatedAt null).',
  })
  registerSupplier(
    @Ctx() ctx: Context,
    @Arg('input', () => RegisterSupplierInput) input: RegisterSupplierInput,
  ): Promise<User> {
    return registerSupplier(ctx, input);
  }
}
