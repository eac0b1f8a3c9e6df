import { Decimal } from 'decimal.js';
import { ledgerAdjustmentSchema } from '../../../../schema/validation/finance.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { validateWith } from '../../graphql/validation.js';
import { roundMoney } from '../../lib/money.js';
import { User } from '../account/user.entity.js';
import { toId } from '../booking/booking.service.js';
import { LedgerEntry, LedgerKind } from '../booking/ledger-entry.entity.js';
import { Supplier } from '../supplier/supplier.entity.js';

export interface LedgerAdjustmentInput {
  supplierId: string;
  commissionUsd: string;
  reason: string;
}

/**
 * An admin's correction of what a supplier owes: a new ledger row (positive: owes more; negative: a credit), dated
 * now, so it lands in the open period and never edits a closed one.
 */
export async function recordAdjustment(ctx: Context, input: LedgerAdjustmentInput): Promise<LedgerEntry> {
  validateWith(ledgerAdjustmentSchema, input);
  const supplierId = toId(input.supplierId);
  const supplier = supplierId ? await ctx.em.findOne(Supplier, supplierId) : null;
  if (!supplier) throw new NotFoundError('El aliado no existe.');
  const commission = roundMoney(input.commissionUsd.trim());
  const entry = ctx.em.create(LedgerEntry, {
    supplier,
    kind: LedgerKind.Adjustment,
    grossUsd: '0.00',
    grossVes: '0.00',
    commissionUsd: commission,
    netUsd: roundMoney(new Decimal(commission).negated()),
    reason: input.reason.trim(),
    createdBy: ctx.em.getReference(User, ctx.user!.id),
  });
  await ctx.em.flush();
  return entry;
}
