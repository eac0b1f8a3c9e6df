import { LockMode, ref } from '@mikro-orm/core';
import { ALERT_SORT, COMMENT_SORT, CONTACT_SORT } from './admin.inputs.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import { entityOrder } from '../../graphql/pagination.js';
import { User } from '../account/user.entity.js';
import { ProviderAlert, ProviderAlertStatus } from '../supplier/provider-alert.entity.js';
import { SupplierComment } from '../supplier/supplier-comment.entity.js';
import { SupplierContact } from '../supplier/supplier-contact.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';
import type {
  CreateProviderAlertInput,
  CreateSupplierCommentInput,
  CreateSupplierContactInput,
  UpdateProviderAlertInput,
  UpdateSupplierCommentInput,
  UpdateSupplierContactInput,
} from './admin.inputs.js';
import { NOT_FOUND, parseId } from './ids.js';
import { isBlankHtml, sanitizeAlertHtml } from './sanitize.js';

export const RELATION_MESSAGES = {
  alertAlreadySent: 'La alerta ya fue enviada y no se puede modificar.',
  alertMessageEmpty: 'El mensaje es obligatorio',
  commentNotAuthor: 'Solo el autor puede editar este comentario.',
} as const;

function blankToUndefined(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Admin work on a supplier's contacts, alerts and internal comments; each write in one transaction. */
export class SupplierRelationsService {
  /* Contacts */

  async contacts(ctx: Context, rawSupplierId: string, orderBy?: string | null): Promise<SupplierContact[]> {
    const supplier = await this.supplier(ctx.em, rawSupplierId);
    return ctx.em.find(
      SupplierContact,
      { supplier },
      { orderBy: entityOrder(orderBy, CONTACT_SORT, { id: 'asc' }) as never },
    );
  }

  async createContact(ctx: Context, input: CreateSupplierContactInput): Promise<SupplierContact> {
    return ctx.em.transactional(async (em) => {
      const supplier = await this.supplier(em, input.supplierId);
      const contact = em.create(SupplierContact, { supplier: ref(supplier), ...this.contactFields(input) });
      await em.persist(contact).flush();
      return contact;
    });
  }

  async updateContact(ctx: Context, input: UpdateSupplierContactInput): Promise<SupplierContact> {
    const id = parseId(input.id, NOT_FOUND.contact);
    return ctx.em.transactional(async (em) => {
      const contact = await em.findOne(SupplierContact, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!contact) throw new NotFoundError(NOT_FOUND.contact);
      em.assign(contact, this.contactFields(input));
      await em.flush();
      return contact;
    });
  }

  private contactFields(input: CreateSupplierContactInput | UpdateSupplierContactInput) {
    return {
      name: input.name.trim(),
      email: blankToUndefined(input.email)?.toLowerCase() ?? null,
      phoneNumber: input.phoneNumber.trim(),
      status: input.status === 1 ? 1 : 0,
    };
  }

  /* Alerts */

  async alerts(ctx: Context, rawSupplierId: string, orderBy?: string | null): Promise<ProviderAlert[]> {
    const supplier = await this.supplier(ctx.em, rawSupplierId);
    return ctx.em.find(
      ProviderAlert,
      { supplier },
      { orderBy: entityOrder(orderBy, ALERT_SORT, { id: 'desc' }) as never },
    );
  }

  /** A draft (status 0), or sent at once when the form says status 1. */
  async createAlert(ctx: Context, input: CreateProviderAlertInput): Promise<ProviderAlert> {
    const message = this.alertMessage(input.message);
    return ctx.em.transactional(async (em) => {
      const supplier = await this.supplier(em, input.supplierId);
      const alert = em.create(ProviderAlert, { supplier: ref(supplier), title: input.title.trim(), message });
      if (input.status === ProviderAlertStatus.Sent) this.markSent(alert);
      await em.persist(alert).flush();
      return alert;
    });
  }

  /** Only while unsent: a sent alert is what the supplier already read. */
  async updateAlert(ctx: Context, input: UpdateProviderAlertInput): Promise<ProviderAlert> {
    const id = parseId(input.id, NOT_FOUND.alert);
    const message = this.alertMessage(input.message);
    return ctx.em.transactional(async (em) => {
      const alert = await this.unsentAlert(em, id);
      alert.title = input.title.trim();
      alert.message = message;
      if (input.status === ProviderAlertStatus.Sent) this.markSent(alert);
      await em.flush();
      return alert;
    });
  }

  async sendAlert(ctx: Context, rawId: string): Promise<ProviderAlert> {
    const id = parseId(rawId, NOT_FOUND.alert);
    return ctx.em.transactional(async (em) => {
      const alert = await this.unsentAlert(em, id);
      this.markSent(alert);
      await em.flush();
      return alert;
    });
  }

  private async unsentAlert(em: EntityManager, id: number): Promise<ProviderAlert> {
    const alert = await em.findOne(ProviderAlert, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!alert) throw new NotFoundError(NOT_FOUND.alert);
    if (alert.status === ProviderAlertStatus.Sent)
      throw new ConflictError(RELATION_MESSAGES.alertAlreadySent);
    return alert;
  }

  private markSent(alert: ProviderAlert): void {
    alert.status = ProviderAlertStatus.Sent;
    alert.sentAt = new Date();
  }

  /** Sanitized HTML; a message with no visible text left (only a script, say) is refused like an empty one. */
  private alertMessage(raw: string): string {
    const message = sanitizeAlertHtml(raw);
    if (!message || isBlankHtml(message)) {
      throw new BadInputError(RELATION_MESSAGES.alertMessageEmpty, {
        message: RELATION_MESSAGES.alertMessageEmpty,
      });
    }
    return message;
  }

  /* Internal comments (admins only; never reachable by suppliers) */

  async comments(ctx: Context, rawSupplierId: string, orderBy?: string | null): Promise<SupplierComment[]> {
    const supplier = await this.supplier(ctx.em, rawSupplierId);
    return ctx.em.find(
      SupplierComment,
      { supplier },
      { orderBy: entityOrder(orderBy, COMMENT_SORT, { id: 'desc' }) as never },
    );
  }

  async createComment(ctx: Context, input: CreateSupplierCommentInput): Promise<SupplierComment> {
    return ctx.em.transactional(async (em) => {
      const supplier = await this.supplier(em, input.supplierId);
      const comment = em.create(SupplierComment, {
        supplier: ref(supplier),
        message: input.message.trim(),
        author: ctx.user ? em.getReference(User, ctx.user.id, { wrapped: true }) : undefined,
      });
      await em.persist(comment).flush();
      return comment;
    });
  }

  /** Only its author may reword a comment (others write their own). 409, not 403: the client logs out on 403. */
  async updateComment(ctx: Context, input: UpdateSupplierCommentInput): Promise<SupplierComment> {
    const id = parseId(input.id, NOT_FOUND.comment);
    return ctx.em.transactional(async (em) => {
      const comment = await em.findOne(SupplierComment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!comment) throw new NotFoundError(NOT_FOUND.comment);
      if (comment.author?.id !== ctx.user?.id) throw new ConflictError(RELATION_MESSAGES.commentNotAuthor);
      comment.message = input.message.trim();
      await em.flush();
      return comment;
    });
  }

  private async supplier(em: EntityManager, rawId: string): Promise<Supplier> {
    const supplier = await em.findOne(Supplier, { id: parseId(rawId, NOT_FOUND.supplier) });
    if (!supplier) throw new NotFoundError(NOT_FOUND.supplier);
    return supplier;
  }
}
