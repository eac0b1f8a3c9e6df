import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { entityOrder, OrderByArg, type SortColumns } from '../../graphql/pagination.js';
import { User } from '../account/user.entity.js';
import { SupplierCategory } from '../supplier/supplier-category.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';
import { CreateSupplierInput, SupplierListArgs, SupplierPage, UpdateSupplierInput } from './admin.inputs.js';
import { SupplierAdminService } from './supplier-admin.service.js';

/** Admin supplier management (list, form, activation of registrations). */
@Authorized('admin')
@Resolver()
export class SupplierAdminResolver {
  private readonly service = new SupplierAdminService();

  @Query(() => SupplierPage, { description: 'Aliados, paginados y ordenables (administración).' })
  suppliers(
    @Ctx() ctx: Context,
    @Args(() => SupplierListArgs) args: SupplierListArgs,
  ): Promise<SupplierPage> {
    return this.service.list(ctx, args);
  }

  @Query(() => Supplier, { description: 'Un aliado (administración).' })
  supplier(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Supplier> {
    return this.service.get(ctx, id);
  }

  @Mutation(() => Supplier, {
    description: 'Crea el aliado y su usuario; le envía el enlace para crear su contraseña.',
  })
  createSupplier(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateSupplierInput) input: CreateSupplierInput,
  ): Promise<Supplier> {
    return this.service.create(ctx, input);
  }

  @Mutation(() => Supplier)
  updateSupplier(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateSupplierInput) input: UpdateSupplierInput,
  ): Promise<Supplier> {
    return this.service.update(ctx, input);
  }

  @Mutation(() => Supplier, { description: 'Activa un registro de aliado (activatedAt) y se lo notifica.' })
  activateSupplier(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<Supplier> {
    return this.service.activate(ctx, id);
  }
}

/** Supplier category columns (the same as `GET /supplier_category`'s). */
const SUPPLIER_CATEGORY_SORT: SortColumns = { id: 'id', name: 'name', status: 'status' };

/** Supplier categories for the supplier form (admins) and the supplier's own profile. */
@Resolver()
export class SupplierCategoryResolver {
  @Authorized('admin', 'supplier')
  @Query(() => [SupplierCategory], { description: 'Categorías de aliado activas, por id.' })
  supplierCategories(
    @Ctx() ctx: Context,
    @OrderByArg(SUPPLIER_CATEGORY_SORT) orderBy?: string | null,
  ): Promise<SupplierCategory[]> {
    const order = entityOrder(orderBy, SUPPLIER_CATEGORY_SORT, { id: 'asc' });
    return ctx.em.find(SupplierCategory, { status: 1 }, { orderBy: order as never });
  }
}

/**
 * Supplier fields computed from relations. The ids and activatedAt are harmless wherever a Supplier is reachable;
 * notes and fee are the admins' business only.
 */
@Resolver(() => Supplier)
export class SupplierFieldsResolver {
  @FieldResolver(() => ID, { description: 'El usuario (cuenta) del aliado.' })
  userId(@Root() supplier: Supplier): number {
    return supplier.user.id;
  }

  @FieldResolver(() => Int, { description: '1 V, 2 E, 3 J.' })
  documentTypeId(@Root() supplier: Supplier): number {
    return supplier.documentType.id;
  }

  @FieldResolver(() => Int, { nullable: true })
  languageId(@Root() supplier: Supplier): number | null {
    return supplier.language?.id ?? null;
  }

  @FieldResolver(() => Int, { nullable: true })
  categoryId(@Root() supplier: Supplier): number | null {
    return supplier.category?.id ?? null;
  }

  @FieldResolver(() => SupplierCategory, { nullable: true, description: 'Categoría del aliado.' })
  async category(@Root() supplier: Supplier): Promise<SupplierCategory | null> {
    return (await supplier.category?.load({ dataloader: true })) ?? null;
  }

  @Authorized('admin')
  @FieldResolver(() => User, { description: 'La cuenta del aliado (solo administradores).' })
  async user(@Root() supplier: Supplier): Promise<User> {
    return supplier.user.loadOrFail({ dataloader: true });
  }

  @FieldResolver(() => Date, { nullable: true, description: 'Activo desde (la cuenta fue activada).' })
  async activatedAt(@Root() supplier: Supplier): Promise<Date | null> {
    const user = await supplier.user.load({ dataloader: true });
    return user?.activatedAt ?? null;
  }

  @Authorized('admin')
  @FieldResolver(() => String, { nullable: true, description: 'Notas internas (solo administradores).' })
  notes(@Root() supplier: Supplier): string | null {
    return supplier.notes ?? null;
  }

  @Authorized('admin')
  @FieldResolver(() => String, { nullable: true, description: 'Comisión 0.05–1 (solo administradores).' })
  fee(@Root() supplier: Supplier): string | null {
    return supplier.fee ?? null;
  }
}
