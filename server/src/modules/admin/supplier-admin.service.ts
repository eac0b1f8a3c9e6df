import { randomBytes } from 'node:crypto';
import { LockMode, ref, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import { pageWindow, toPage, type PageOf } from '../../graphql/pagination.js';
import { hashPassword } from '../account/password.js';
import { issuePasswordSetupLink } from '../account/password-setup.js';
import { User, UserRole } from '../account/user.entity.js';
import { Language } from '../supplier/language.entity.js';
import { MailService } from '../mail/mail.service.js';
import { DocumentType } from '../supplier/document-type.entity.js';
import { SupplierCategory } from '../supplier/supplier-category.entity.js';
import { Supplier, SupplierStatus } from '../supplier/supplier.entity.js';
import { endSupplierSessions } from '../supplier/staff/staff.service.js';
import { supplierActivatedMail, supplierWelcomeMail } from './admin-mails.js';
import {
  type SupplierOrderBy,
  type CreateSupplierInput,
  type SupplierListArgs,
  type UpdateSupplierInput,
} from './admin.inputs.js';
import { NOT_FOUND, parseId } from './ids.js';
import { audit, type AuditSource } from '../audit/audit.js';

export const SUPPLIER_MESSAGES = {
  duplicateDocument: 'Ya existe un aliado con ese documento.',
  emailTaken: 'Este correo ya está registrado.',
  badDocumentType: 'El tipo de documento es inválido',
  badLanguage: 'El idioma es requerido',
  badCategory: 'La categoría es requerida',
  alreadyActive: 'La cuenta del aliado ya fue activada.',
} as const;

/** The reserved domain (RFC 2606) of accounts created without an e-mail: nothing is ever delivered there. */
export const NO_EMAIL_DOMAIN = 'sin-correo.invalid';

/** The form's e-mail, trimmed and lower-cased, or undefined when blank. */
function contactEmail(input: CreateSupplierInput): string | undefined {
  return input.email?.trim().toLowerCase() || undefined;
}

const ORDER: Record<SupplierOrderBy, Record<string, 'asc' | 'desc'>> = {
  ID_ASC: { id: 'asc' },
  ID_DESC: { id: 'desc' },
  TRADE_NAME_ASC: { tradeName: 'asc' },
  TRADE_NAME_DESC: { tradeName: 'desc' },
  DOCUMENT_CODE_ASC: { documentCode: 'asc' },
  DOCUMENT_CODE_DESC: { documentCode: 'desc' },
  PHONE_NUMBER_ASC: { phoneNumber: 'asc' },
  PHONE_NUMBER_DESC: { phoneNumber: 'desc' },
  STATUS_ASC: { status: 'asc' },
  STATUS_DESC: { status: 'desc' },
  CREATED_AT_ASC: { createdAt: 'asc' },
  CREATED_AT_DESC: { createdAt: 'desc' },
};

/** Empty optional fields are stored as NULL (so an update can clear them). */
function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The supplier's commission fee set at creation (before null) or changed; a save that keeps it records nothing. */
function auditFee(
  em: EntityManager,
  who: AuditSource,
  supplier: Supplier,
  before: string | null,
): Promise<void> {
  return audit.record(em, who, {
    action: 'supplier_fee_changed',
    object: { type: 'supplier', id: supplier.id },
    supplierId: supplier.id,
    changes: { fee: [before, supplier.fee] },
  });
}

/** The admin's supplier management: list, read, create (with its account), update, activate a registration. */
export class SupplierAdminService {
  async list(ctx: Context, args: SupplierListArgs): Promise<PageOf<Supplier>> {
    const { offset, limit } = pageWindow(args);
    const where: FilterQuery<Supplier> = {};
    if (args.status !== undefined && args.status !== null) {
      if (args.status !== 0 && args.status !== 1) {
        throw new BadInputError('El estado debe ser 0 o 1.', { status: 'El estado debe ser 0 o 1.' });
      }
      where.status = args.status;
    }
    if (args.pendingReview === true) where.user = { activatedAt: null };
    if (args.pendingReview === false) where.user = { activatedAt: { $ne: null } };
    const search = args.search?.trim();
    if (search) {
      const like = `%${escapeLike(search)}%`;
      where.$or = [
        { tradeName: { $ilike: like } },
        { legalName: { $ilike: like } },
        { documentCode: { $ilike: like } },
      ];
    }
    const orderBy = {
      ...ORDER[args.orderBy],
      ...(args.orderBy.startsWith('ID_') ? {} : { id: 'asc' as const }),
    };
    const [items, total] = await ctx.em.findAndCount(Supplier, where, { orderBy, limit, offset });
    return toPage(items, total, args);
  }

  async get(ctx: Context, rawId: string | number): Promise<Supplier> {
    const supplier = await ctx.em.findOne(Supplier, { id: parseId(rawId, NOT_FOUND.supplier) });
    if (!supplier) throw new NotFoundError(NOT_FOUND.supplier);
    return supplier;
  }

  /**
   * A supplier created by an admin: its User (role supplier, activated, a random password nobody knows) and the
   * Supplier row, plus the e-mail with the link to choose a password — all in one transaction.
   */
  /**
   * Creates the supplier and its account. With an e-mail the account logs in with it and is mailed the link to set
   * its password; without one (the spec's e-mail is optional) the account gets an address that can never receive
   * mail or sign in, and nothing is sent until an update gives it a real one.
   */
  async create(ctx: Context, input: CreateSupplierInput): Promise<Supplier> {
    const email = contactEmail(input);
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      return await ctx.em.transactional(async (em) => {
        const refs = await this.references(em, input);
        await this.assertDocumentFree(em, input.documentTypeId, input.documentCode);
        if (email) await this.assertEmailFree(em, email);
        const login = email ?? `aliado-${randomBytes(8).toString('hex')}@${NO_EMAIL_DOMAIN}`;
        const user = new User({
          name: input.tradeName.trim(),
          email: login,
          passwordHash,
          role: UserRole.Supplier,
        });
        user.activatedAt = new Date();
        const supplier = em.create(Supplier, { user: ref(user), ...this.fields(input), ...refs });
        em.persist([user, supplier]);
        if (email) this.invite(ctx, em, user, supplier);
        await em.flush();
        await auditFee(em, ctx, supplier, null);
        return supplier;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && /users_email/.test(error.message)) {
        throw new BadInputError(SUPPLIER_MESSAGES.emailTaken, { email: SUPPLIER_MESSAGES.emailTaken });
      }
      throw error;
    }
  }

  private async assertEmailFree(em: EntityManager, email: string): Promise<void> {
    if ((await em.count(User, { email })) > 0)
      throw new BadInputError(SUPPLIER_MESSAGES.emailTaken, { email: SUPPLIER_MESSAGES.emailTaken });
  }

  /** Mails the account the link to set its password. */
  private invite(ctx: Context, em: EntityManager, user: User, supplier: Supplier): void {
    const link = issuePasswordSetupLink(ctx.config, em, user);
    MailService.queue(em, supplierWelcomeMail(user.email, user.name, supplier.tradeName, link));
  }

  /**
   * Replaces the form's fields. The account's login e-mail is not changed (only the supplier's contact e-mail),
   * except for an account created without one: the first e-mail given becomes its login and gets the invitation.
   */
  async update(ctx: Context, input: UpdateSupplierInput): Promise<Supplier> {
    const id = parseId(input.id, NOT_FOUND.supplier);
    return ctx.em.transactional(async (em) => {
      const supplier = await em.findOne(Supplier, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!supplier) throw new NotFoundError(NOT_FOUND.supplier);
      const refs = await this.references(em, input);
      await this.assertDocumentFree(em, input.documentTypeId, input.documentCode, id);
      const wasActive = supplier.status === SupplierStatus.Active;
      const feeBefore = supplier.fee ?? null;
      em.assign(supplier, { ...this.fields(input), ...refs });
      await auditFee(em, ctx, supplier, feeBefore);
      const email = contactEmail(input);
      const user = await em.findOneOrFail(User, { id: supplier.user.id });
      if (email && user.email.endsWith(`@${NO_EMAIL_DOMAIN}`)) {
        await this.assertEmailFree(em, email);
        user.email = email;
        this.invite(ctx, em, user, supplier);
      }
      // Deactivating ends the sessions of the supplier and its team at once; their logins stay refused until
      // it is reactivated.
      if (wasActive && supplier.status === SupplierStatus.Inactive) await endSupplierSessions(em, supplier);
      await em.flush();
      return supplier;
    });
  }

  /** Activates a supplier registration: stamps the account's activatedAt, marks the supplier active, mails it. */
  async activate(ctx: Context, rawId: string): Promise<Supplier> {
    const id = parseId(rawId, NOT_FOUND.supplier);
    return ctx.em.transactional(async (em) => {
      const supplier = await em.findOne(Supplier, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!supplier) throw new NotFoundError(NOT_FOUND.supplier);
      const user = await em.findOneOrFail(
        User,
        { id: supplier.user.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (user.activatedAt) throw new ConflictError(SUPPLIER_MESSAGES.alreadyActive);
      user.activatedAt = new Date();
      supplier.status = SupplierStatus.Active;
      MailService.queue(
        em,
        supplierActivatedMail(
          user.email,
          user.name,
          supplier.tradeName,
          `${ctx.config.appUrl}/suppliers/login`,
        ),
      );
      await em.flush();
      return supplier;
    });
  }

  private fields(input: CreateSupplierInput) {
    return {
      tradeName: input.tradeName.trim(),
      legalName: input.legalName.trim(),
      documentCode: input.documentCode.trim().toUpperCase(),
      email: contactEmail(input) ?? null,
      phoneNumber: blankToNull(input.phoneNumber),
      webpage: blankToNull(input.webpage),
      address: blankToNull(input.address),
      description: input.description.trim(),
      notes: blankToNull(input.notes),
      fee: new Decimal(String(input.fee)).toFixed(3),
      status: input.status === 1 ? SupplierStatus.Active : SupplierStatus.Inactive,
    };
  }

  /** The chosen document type, language and category must exist; each unknown one is a field error. */
  private async references(em: EntityManager, input: CreateSupplierInput) {
    const [documentType, language, category] = await Promise.all([
      em.findOne(DocumentType, { id: input.documentTypeId }),
      em.findOne(Language, { id: input.languageId ?? 0 }),
      em.findOne(SupplierCategory, { id: input.categoryId ?? 0 }),
    ]);
    const fields: Record<string, string> = {};
    if (!documentType) fields.documentTypeId = SUPPLIER_MESSAGES.badDocumentType;
    if (!language) fields.languageId = SUPPLIER_MESSAGES.badLanguage;
    if (!category) fields.categoryId = SUPPLIER_MESSAGES.badCategory;
    if (!documentType || !language || !category) throw new BadInputError(Object.values(fields)[0]!, fields);
    return { documentType: ref(documentType), language: ref(language), category: ref(category) };
  }

  /**
   * One supplier per (document type, code). A transaction-scoped advisory lock on the pair serialises concurrent
   * saves of the same document, so two admins cannot both pass the check.
   */
  private async assertDocumentFree(
    em: EntityManager,
    documentTypeId: number,
    rawCode: string,
    exceptId?: number,
  ): Promise<void> {
    const code = rawCode.trim().toUpperCase();
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [
      `supplier-document:${documentTypeId}:${code}`,
    ]);
    const where: FilterQuery<Supplier> = { documentType: documentTypeId, documentCode: code };
    if (exceptId) where.id = { $ne: exceptId };
    if ((await em.count(Supplier, where)) > 0) {
      throw new BadInputError(SUPPLIER_MESSAGES.duplicateDocument, {
        documentCode: SUPPLIER_MESSAGES.duplicateDocument,
      });
    }
  }
}
