import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isValid, parseISO, subYears } from 'date-fns';
import { Decimal } from 'decimal.js';
import {
  rejectStatementPaymentSchema,
  statementPaymentSchema,
} from '../../../../schema/validation/finance.js';
import type { Context } from '../../graphql/context.js';
import { BadInputError, ConflictError, NotFoundError } from '../../graphql/errors.js';
import { validateWith } from '../../graphql/validation.js';
import { roundMoney } from '../../lib/money.js';
import { User } from '../account/user.entity.js';
import { normalizeAmount, normalizeReference } from '../booking/booking-rules.js';
import { toId } from '../booking/booking.service.js';
import { REFERENCE_REUSED_MESSAGE } from '../booking/payment.service.js';
import { Bank } from '../supplier/bank.entity.js';
import { caracasDay } from './periods.js';
import { Statement, StatementStatus } from './statement.entity.js';
import {
  STATEMENT_PAYMENT_REFERENCE_UNIQUE,
  StatementPayment,
  StatementPaymentStatus,
} from './statement-payment.entity.js';
import { lockSupplierStatements, refreshStatements } from './statement-status.js';
import { usdRateOn } from './usd-rate.js';
import { audit, type AuditSource } from '../audit/audit.js';
import { sessionSupplier } from '../supplier/staff/supplier-access.js';

export const STATEMENT_PAYMENT_ERRORS = {
  statementNotFound: 'El estado de cuenta no existe.',
  paymentNotFound: 'El pago no existe.',
  alreadyPaid: 'Este estado de cuenta ya está pagado.',
  badDate: 'La Fecha del pago no es una fecha válida.',
  future: 'La Fecha del pago no puede ser posterior a hoy.',
  tooOld: 'La Fecha del pago no puede tener más de un año.',
  noRate: 'No hay una tasa del dólar registrada para la Fecha del pago.',
  tooSmall: 'El Monto Pagado equivale a menos de 0,01 USD.',
  resolved: 'El pago ya fue verificado o rechazado.',
  bank: 'El Banco no es válido.',
  reference: 'La Referencia Bancaria debe contener los números de la operación.',
} as const;

const bad = (field: string, message: string) => new BadInputError(message, { [field]: message });
const referenceReused = () => bad('reference', REFERENCE_REUSED_MESSAGE);

export interface StatementPaymentInput {
  statementId: string;
  bank: string;
  reference: string;
  amountVes: string;
  paidOn: string;
}

/** A statement payment verified or rejected by an admin (before: pending, or null when registered verified). */
function auditStatementPayment(
  em: EntityManager,
  who: AuditSource,
  payment: StatementPayment,
  before: StatementPaymentStatus | null,
  supplierId: number,
): Promise<void> {
  return audit.record(em, who, {
    action:
      payment.status === StatementPaymentStatus.Verified
        ? 'statement_payment_confirmed'
        : 'statement_payment_rejected',
    object: { type: 'statement_payment', id: payment.id },
    supplierId,
    changes: {
      status: [before, payment.status],
      amountVes: [before ? payment.amountVes : null, payment.amountVes],
      rejectionReason: [null, payment.rejectionReason],
    },
  });
}

/**
 * Settlement of commission statements: the supplier records its payment on its own statement (pending until an
 * admin verifies it); an admin may record one for any supplier, verified at once. Partial payments add up and an
 * overpayment carries to the next statement (statement-status.ts). A bank reference is used once, as for customers.
 */
export class StatementPaymentService {
  /** The statement the session may pay: an admin's any, a supplier's only its own; anyone else's looks missing. */
  private async payable(ctx: Context, id: string): Promise<Statement> {
    const statementId = toId(id);
    const notFound = new NotFoundError(STATEMENT_PAYMENT_ERRORS.statementNotFound);
    if (!statementId) throw notFound;
    const statement = await ctx.em.findOne(Statement, statementId);
    if (!statement) throw notFound;
    if (ctx.scopes.includes('admin')) return statement;
    const supplier = await sessionSupplier(ctx);
    if (!supplier || statement.supplier.id !== supplier.id) throw notFound;
    return statement;
  }

  async record(ctx: Context, input: StatementPaymentInput): Promise<StatementPayment> {
    validateWith(statementPaymentSchema, input);
    const statement = await this.payable(ctx, input.statementId);
    const byAdmin = ctx.scopes.includes('admin');
    const bank = input.bank.trim();
    if (!(await ctx.em.findOne(Bank, bank))) throw bad('bank', STATEMENT_PAYMENT_ERRORS.bank);
    const reference = input.reference.trim();
    const referenceNormalized = normalizeReference(reference);
    if (!referenceNormalized) throw bad('reference', STATEMENT_PAYMENT_ERRORS.reference);
    const paidOn = input.paidOn.trim();
    if (!isValid(parseISO(paidOn))) throw bad('paidOn', STATEMENT_PAYMENT_ERRORS.badDate);
    const today = caracasDay(new Date());
    if (paidOn > today) throw bad('paidOn', STATEMENT_PAYMENT_ERRORS.future);
    if (paidOn < caracasDay(subYears(new Date(), 1))) throw bad('paidOn', STATEMENT_PAYMENT_ERRORS.tooOld);
    const rate = await usdRateOn(ctx.em, paidOn);
    if (!rate) throw bad('paidOn', STATEMENT_PAYMENT_ERRORS.noRate);
    const amountVes = normalizeAmount(input.amountVes);
    const amountUsd = roundMoney(new Decimal(amountVes).div(rate));
    if (new Decimal(amountUsd).lte(0)) throw bad('amountVes', STATEMENT_PAYMENT_ERRORS.tooSmall);

    let paymentId: number;
    try {
      paymentId = await ctx.em.transactional(async (em) => {
        await lockSupplierStatements(em, statement.supplier.id);
        const current = await em.findOneOrFail(Statement, statement.id, { refresh: true });
        if (current.status === StatementStatus.Paid)
          throw new ConflictError(STATEMENT_PAYMENT_ERRORS.alreadyPaid);
        // Registrations of one supplier are serialised by the lock; across suppliers the unique index decides.
        const reused = await em.count(StatementPayment, {
          bank,
          referenceNormalized,
          status: { $ne: StatementPaymentStatus.Rejected },
        });
        if (reused > 0) throw referenceReused();
        const user = em.getReference(User, ctx.user!.id, { wrapped: true });
        const payment = em.create(StatementPayment, {
          statement: current,
          bank,
          reference,
          referenceNormalized,
          amountVes,
          rate,
          amountUsd,
          paidOn,
          createdBy: user,
          ...(byAdmin
            ? { status: StatementPaymentStatus.Verified, verifiedAt: new Date(), verifiedBy: user }
            : {}),
        });
        await em.flush();
        if (byAdmin) {
          await auditStatementPayment(em, ctx, payment, null, current.supplier.id);
          await refreshStatements(em, current.supplier.id, today);
        }
        return payment.id;
      });
    } catch (error) {
      if (
        error instanceof UniqueConstraintViolationException &&
        error.message.includes(STATEMENT_PAYMENT_REFERENCE_UNIQUE)
      )
        throw referenceReused();
      throw error;
    }
    return ctx.em.findOneOrFail(StatementPayment, paymentId, { refresh: true });
  }

  /** An admin's decision on a pending payment: verified (it counts towards the statements) or rejected. */
  async resolve(ctx: Context, id: string, decision: { verify: true } | { verify: false; reason: string }) {
    if (!decision.verify) validateWith(rejectStatementPaymentSchema, { reason: decision.reason });
    const paymentId = toId(id);
    const notFound = new NotFoundError(STATEMENT_PAYMENT_ERRORS.paymentNotFound);
    const found = paymentId
      ? await ctx.em.findOne(StatementPayment, paymentId, { populate: ['statement'] })
      : null;
    if (!found) throw notFound;
    const supplierId = found.statement.getEntity().supplier.id;
    await ctx.em.transactional(async (em) => {
      await lockSupplierStatements(em, supplierId);
      const payment = await em.findOneOrFail(StatementPayment, found.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (payment.status !== StatementPaymentStatus.Pending)
        throw new ConflictError(STATEMENT_PAYMENT_ERRORS.resolved);
      const before = payment.status;
      payment.status = decision.verify ? StatementPaymentStatus.Verified : StatementPaymentStatus.Rejected;
      payment.verifiedAt = new Date();
      payment.verifiedBy = em.getReference(User, ctx.user!.id, { wrapped: true });
      if (!decision.verify) payment.rejectionReason = decision.reason.trim();
      await em.flush();
      await auditStatementPayment(em, ctx, payment, before, supplierId);
      await refreshStatements(em, supplierId, caracasDay(new Date()));
    });
    return ctx.em.findOneOrFail(StatementPayment, found.id, { refresh: true });
  }
}
