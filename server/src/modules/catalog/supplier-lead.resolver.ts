import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { SupplierLead } from '../supplier/supplier-lead.entity.js';
import { CreateSupplierLeadInput } from './supplier-lead.inputs.js';
import { SupplierLeadService } from './supplier-lead.service.js';

@Resolver()
export class SupplierLeadResolver {
  private readonly leads = new SupplierLeadService();

  @Mutation(() => SupplierLead, {
    description:
      'Público: registra la solicitud de un futuro aliado y avisa a los administradores por correo.',
  })
  createSupplierLead(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateSupplierLeadInput) input: CreateSupplierLeadInput,
  ): Promise<SupplierLead> {
    return this.leads.create(ctx, input);
  }
}
