import { LockMode } from '@mikro-orm/core';
import type { Router } from 'express';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import { toId } from '../booking/booking.service.js';
import { proofRoute } from '../booking/payment-proof-route.js';
import { readPrivateProof, storePrivateProof } from '../booking/payment-proof.service.js';
import type { UploadRouteDeps } from '../media/upload-route.js';
import { StatementPayment, StatementPaymentStatus } from './statement-payment.entity.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

export const STATEMENT_PROOF_MESSAGES = {
  notFound: 'El pago no existe.',
  notPending: 'Solo se adjunta el comprobante de un pago por verificar.',
} as const;

const KEY_PREFIX = 'statement-payment-proofs/';

/** The proof's address on its authorized route (the storage key is never shown). */
export function statementProofUrl(payment: StatementPayment): string | null {
  return payment.proofKey ? `/api/v1/suppliers/statements/payments/${payment.id}/proof` : null;
}

/**
 * The bank's screenshot a supplier attaches to the commission payment it registered, while it waits for
 * verification: re-encoded and kept privately like a customer's proof. The statement's supplier and admins read it;
 * anyone else gets 404, as if it did not exist.
 */
export class StatementPaymentProofService {
  private async load(ctx: Context, id: string): Promise<StatementPayment> {
    const paymentId = toId(id);
    const payment = paymentId
      ? await ctx.em.findOne(StatementPayment, paymentId, { populate: ['statement'] })
      : null;
    if (!payment || !(await this.mayRead(ctx, payment)))
      throw new NotFoundError(STATEMENT_PROOF_MESSAGES.notFound);
    return payment;
  }

  private async mayRead(ctx: Context, payment: StatementPayment): Promise<boolean> {
    if (!ctx.user) return false;
    if (ctx.scopes.includes('admin')) return true;
    if (!ctx.scopes.includes('supplier')) return false;
    const supplier = await sessionSupplier(ctx);
    return !!supplier && payment.statement.getEntity().supplier.id === supplier.id;
  }

  /** The supplier's own payment, registered by this user and still pending: checked before the upload is read. */
  async assertAttachable(ctx: Context, id: string): Promise<number> {
    const payment = await this.load(ctx, id);
    if (payment.createdBy.id !== ctx.user?.id) throw new NotFoundError(STATEMENT_PROOF_MESSAGES.notFound);
    if (payment.status !== StatementPaymentStatus.Pending)
      throw new ConflictError(STATEMENT_PROOF_MESSAGES.notPending);
    return payment.id;
  }

  async attach(ctx: Context, id: string, image: Buffer): Promise<StatementPayment> {
    const paymentId = await this.assertAttachable(ctx, id);
    await storePrivateProof(ctx, KEY_PREFIX, image, async (em, key) => {
      const payment = await em.findOneOrFail(StatementPayment, paymentId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (payment.status !== StatementPaymentStatus.Pending)
        throw new ConflictError(STATEMENT_PROOF_MESSAGES.notPending);
      const previous = payment.proofKey;
      payment.proofKey = key;
      return previous;
    });
    return ctx.em.findOneOrFail(StatementPayment, paymentId, { refresh: true });
  }

  async read(ctx: Context, id: string): Promise<Buffer> {
    return readPrivateProof(ctx, (await this.load(ctx, id)).proofKey);
  }
}

@Resolver(() => StatementPayment)
export class StatementPaymentProofResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Comprobante adjunto (captura del banco): GET con la sesión del aliado o de un administrador. Lo adjunta el aliado que registró el pago con POST multipart /api/v1/suppliers/statements/payments/{id}/proof (campo image).',
  })
  proofUrl(@Root() root: StatementPayment): string | null {
    return statementProofUrl(root);
  }
}

/**
 * `POST /api/v1/suppliers/statements/payments/{id}/proof` (multipart `image`, the supplier who registered the pending
 * payment) and `GET` of the same path (the WebP, for the statement's supplier or an admin), before the route table.
 */
export function statementPaymentProofRoute(deps: UploadRouteDeps): Router {
  const proofs = new StatementPaymentProofService();
  return proofRoute(
    deps,
    '/suppliers/statements/payments/:id/proof',
    'supplier',
    {
      assertAttachable: (ctx, id) => proofs.assertAttachable(ctx, id),
      attach: (ctx, id, image) => proofs.attach(ctx, id, image),
      read: (ctx, id) => proofs.read(ctx, id),
      url: statementProofUrl,
    },
    'finance',
  );
}
