import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { OrderByArg } from '../../graphql/pagination.js';
import { User } from '../account/user.entity.js';
import { ProviderAlert } from '../supplier/provider-alert.entity.js';
import { SupplierComment } from '../supplier/supplier-comment.entity.js';
import { SupplierContact } from '../supplier/supplier-contact.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';
import {
  ALERT_SORT,
  COMMENT_SORT,
  CONTACT_SORT,
  CreateProviderAlertInput,
  CreateSupplierCommentInput,
  CreateSupplierContactInput,
  UpdateProviderAlertInput,
  UpdateSupplierCommentInput,
  UpdateSupplierContactInput,
} from './admin.inputs.js';
import { SupplierRelationsService } from './supplier-relations.service.js';

/** The supplier form's tabs: contacts, alerts and internal comments (admins only). */
@Authorized('admin')
@Resolver()
export class SupplierRelationsResolver {
  private readonly service = new SupplierRelationsService();

  @Query(() => [SupplierContact], { description: 'Contactos del aliado, por id.' })
  supplierContacts(
    @Ctx() ctx: Context,
    @Arg('supplierId', () => ID) supplierId: string,
    @OrderByArg(CONTACT_SORT) orderBy?: string | null,
  ): Promise<SupplierContact[]> {
    return this.service.contacts(ctx, supplierId, orderBy);
  }

  @Mutation(() => SupplierContact)
  createSupplierContact(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateSupplierContactInput) input: CreateSupplierContactInput,
  ): Promise<SupplierContact> {
    return this.service.createContact(ctx, input);
  }

  @Mutation(() => SupplierContact)
  updateSupplierContact(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateSupplierContactInput) input: UpdateSupplierContactInput,
  ): Promise<SupplierContact> {
    return this.service.updateContact(ctx, input);
  }

  @Query(() => [ProviderAlert], { description: 'Alertas del aliado, la más nueva primero.' })
  supplierAlerts(
    @Ctx() ctx: Context,
    @Arg('supplierId', () => ID) supplierId: string,
    @OrderByArg(ALERT_SORT) orderBy?: string | null,
  ): Promise<ProviderAlert[]> {
    return this.service.alerts(ctx, supplierId, orderBy);
  }

  @Mutation(() => ProviderAlert, { description: 'Crea una alerta; status 1 la envía de una vez.' })
  createProviderAlert(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateProviderAlertInput) input: CreateProviderAlertInput,
  ): Promise<ProviderAlert> {
    return this.service.createAlert(ctx, input);
  }

  @Mutation(() => ProviderAlert, { description: 'Solo mientras no se haya enviado (si no, CONFLICT).' })
  updateProviderAlert(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateProviderAlertInput) input: UpdateProviderAlertInput,
  ): Promise<ProviderAlert> {
    return this.service.updateAlert(ctx, input);
  }

  @Mutation(() => ProviderAlert, { description: 'Envía una alerta no enviada: el aliado la ve en su panel.' })
  sendProviderAlert(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<ProviderAlert> {
    return this.service.sendAlert(ctx, id);
  }

  @Query(() => [SupplierComment], { description: 'Comentarios internos del aliado, el más nuevo primero.' })
  supplierComments(
    @Ctx() ctx: Context,
    @Arg('supplierId', () => ID) supplierId: string,
    @OrderByArg(COMMENT_SORT) orderBy?: string | null,
  ): Promise<SupplierComment[]> {
    return this.service.comments(ctx, supplierId, orderBy);
  }

  @Mutation(() => SupplierComment)
  createSupplierComment(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateSupplierCommentInput) input: CreateSupplierCommentInput,
  ): Promise<SupplierComment> {
    return this.service.createComment(ctx, input);
  }

  @Mutation(() => SupplierComment, { description: 'Solo su autor puede editarlo.' })
  updateSupplierComment(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateSupplierCommentInput) input: UpdateSupplierCommentInput,
  ): Promise<SupplierComment> {
    return this.service.updateComment(ctx, input);
  }
}

/** The supplier a contact, alert or comment belongs to (one statement for the whole list: they share it). */
function ownerOf(row: SupplierContact | ProviderAlert | SupplierComment): Promise<Supplier> {
  return row.supplier.loadOrFail({ dataloader: true });
}

@Authorized('admin')
@Resolver(() => SupplierContact)
export class SupplierContactFieldsResolver {
  @FieldResolver(() => Supplier, { description: 'El aliado del contacto.' })
  supplier(@Root() contact: SupplierContact): Promise<Supplier> {
    return ownerOf(contact);
  }
}

@Authorized('admin')
@Resolver(() => ProviderAlert)
export class ProviderAlertFieldsResolver {
  @FieldResolver(() => Supplier, { description: 'El aliado al que va la alerta (solo administradores).' })
  supplier(@Root() alert: ProviderAlert): Promise<Supplier> {
    return ownerOf(alert);
  }
}

/** Who wrote an internal comment; the type is only reachable through admin operations. */
@Authorized('admin')
@Resolver(() => SupplierComment)
export class SupplierCommentFieldsResolver {
  @FieldResolver(() => Supplier, { description: 'El aliado del comentario.' })
  supplier(@Root() comment: SupplierComment): Promise<Supplier> {
    return ownerOf(comment);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Quién lo escribió.' })
  async author(@Root() comment: SupplierComment): Promise<User | null> {
    return (await comment.author?.load({ dataloader: true })) ?? null;
  }

  @FieldResolver(() => ID, { nullable: true })
  authorId(@Root() comment: SupplierComment): number | null {
    return comment.author?.id ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  async authorName(@Root() comment: SupplierComment): Promise<string | null> {
    const author = await comment.author?.load({ dataloader: true });
    return author?.name ?? null;
  }
}
