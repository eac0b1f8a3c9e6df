import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError } from '../../graphql/errors.js';
import { reencodeImage } from '../media/image-storage.js';
import { privateObjectStore } from '../media/object-store.js';
import { OrderStatus } from './order.entity.js';
import { Payment, PaymentStatus } from './payment.entity.js';
import { toId } from './booking.service.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

export const PROOF_MESSAGES = {
  notFound: 'El pago no existe.',
  none: 'El pago no tiene comprobante.',
  notPending: 'Solo se adjunta el comprobante de un pago por verificar.',
} as const;

const KEY_PREFIX = 'payment-proofs/';

/** The proof's URL on the authorized route (the storage key itself is never shown). */
export function proofUrl(payment: Payment): string | null {
  return payment.proofKey ? `/api/v1/payment/${payment.id}/proof` : null;
}

/**
 * Re-encodes a proof picture (WebP, no metadata) and stores it in the private store under `prefix` and a random name;
 * `point` then points its record at the new key inside a transaction and returns the key it replaces (deleted after
 * the commit). If `point` throws, the new file is removed and nothing changed.
 */
export async function storePrivateProof(
  ctx: Context,
  prefix: string,
  image: Buffer,
  point: (em: EntityManager, key: string) => Promise<string | undefined>,
): Promise<void> {
  const webp = await reencodeImage(image);
  const store = privateObjectStore(ctx.config);
  const key = `${prefix}${randomUUID()}.webp`;
  await store.put(key, webp, 'image/webp');
  let previous: string | undefined;
  try {
    await ctx.em.transactional(async (em) => {
      previous = await point(em, key);
    });
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
  if (previous) await store.delete(previous).catch(() => undefined);
}

/** A stored proof's bytes; 404 when the record has none. */
export async function readPrivateProof(ctx: Context, key: string | undefined): Promise<Buffer> {
  const body = key ? await privateObjectStore(ctx.config).get(key) : undefined;
  if (!body) throw new NotFoundError(PROOF_MESSAGES.none);
  return body;
}

/**
 * Proof of payment: the bank's confirmation screenshot a customer attaches to their own pago móvil
 * payment while it waits for verification, re-encoded without metadata and kept in the private store under a
 * random name. Its customer, the activity's supplier and an admin can read it; anyone else gets 404.
 */
export class PaymentProofService {
  private async load(ctx: Context, id: string): Promise<Payment> {
    const paymentId = toId(id);
    const payment = paymentId
      ? await ctx.em.findOne(Payment, paymentId, { populate: ['order.booking.activity'] })
      : null;
    if (!payment) throw new NotFoundError(PROOF_MESSAGES.notFound);
    return payment;
  }

  /** The caller's own payment, still pending: checked before a byte of the upload is read. */
  async assertAttachable(ctx: Context, id: string): Promise<number> {
    const payment = await this.load(ctx, id);
    const booking = payment.order.getEntity().booking.getEntity();
    if (booking.user.id !== ctx.user?.id) throw new NotFoundError(PROOF_MESSAGES.notFound);
    if (
      payment.status !== PaymentStatus.Pending ||
      payment.order.getEntity().status === OrderStatus.Cancelled
    )
      throw new ConflictError(PROOF_MESSAGES.notPending);
    return payment.id;
  }

  /** Stores the re-encoded picture and points the payment at it (replacing an earlier proof). */
  async attach(ctx: Context, id: string, image: Buffer): Promise<Payment> {
    const paymentId = await this.assertAttachable(ctx, id);
    await storePrivateProof(ctx, KEY_PREFIX, image, async (em, key) => {
      const payment = await em.findOneOrFail(Payment, paymentId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (payment.status !== PaymentStatus.Pending) throw new ConflictError(PROOF_MESSAGES.notPending);
      const previous = payment.proofKey;
      payment.proofKey = key;
      return previous;
    });
    return ctx.em.findOneOrFail(Payment, paymentId, { refresh: true });
  }

  /** The proof's bytes (WebP) for its customer, the activity's supplier or an admin. */
  async read(ctx: Context, id: string): Promise<Buffer> {
    const payment = await this.load(ctx, id);
    if (!(await this.canRead(ctx, payment))) throw new NotFoundError(PROOF_MESSAGES.notFound);
    return readPrivateProof(ctx, payment.proofKey);
  }

  private async canRead(ctx: Context, payment: Payment): Promise<boolean> {
    if (!ctx.user) return false;
    if (ctx.scopes.includes('admin')) return true;
    const booking = payment.order.getEntity().booking.getEntity();
    if (booking.user.id === ctx.user.id) return true;
    if (!ctx.scopes.includes('supplier')) return false;
    const supplier = await sessionSupplier(ctx);
    return !!supplier && booking.activity.getEntity().supplier.id === supplier.id;
  }
}
