import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { processResetRequests } from '../modules/account/password-reset-queue.js';
import { purgeStaleTokens } from '../modules/account/token-cleanup.js';
import { refreshRecentBookings } from '../modules/booking/activity-popularity.js';
import { rollUpPassedAvailability } from '../modules/catalog/availability-roll-up.js';
import { expireHolds, expireUnpaidOrders } from '../modules/booking/booking-expiry.js';
import { remindTomorrowBookings } from '../modules/booking/booking-reminder.js';
import { expireOffers, mailOffer, sweepWaitlist } from '../modules/booking/waitlist-offers.js';
import { deliverOutboxMail, deliverPendingMail, MAX_MAIL_ATTEMPTS } from '../modules/mail/mail-delivery.js';
import { purgeIdempotencyKeys } from '../modules/partner/idempotency-cleanup.js';
import { closeEndedPeriods, markOverdue } from '../modules/finance/statement-close.js';
import { warnBelowMinimum } from '../modules/supplier-portal/minimum-participants.js';

export interface JobDeps {
  orm: MikroORM;
  config: Config;
  logger: Logger;
}

/** Queues fed at the moment something is written (job-triggers.ts), one job per row. */
export const QUEUES = {
  /** A cart hold, due at its `hold_expires_at`. */
  holdExpiry: 'booking-hold-expiry',
  /** An unpaid order, due at its `expires_at`. */
  paymentExpiry: 'order-payment-expiry',
  /** An outbox mail, due at once; retried with exponential backoff, then dead-lettered. */
  mail: 'mail-delivery',
  /** Mails that failed MAX_MAIL_ATTEMPTS times (the outbox row says `failed`; an admin may retry it). */
  mailDeadLetter: 'mail-delivery-failed',
  /** A waitlist offer just made: its mail with the signed link. */
  waitlistOfferMail: 'waitlist-offer-mail',
  /** A waitlist offer, due at its `offer_expires_at`: the seats go to the next in line. */
  waitlistOfferExpiry: 'waitlist-offer-expiry',
} as const;

/** A clean-up or safety-net sweep: on its cron schedule, run by one process at a time across replicas. */
export interface PeriodicJob {
  name: string;
  cron: string;
  run(): Promise<unknown>;
}

/** A job per written row: its queue's handler, given the job's data. */
export interface RowJob {
  queue: string;
  run(data: Record<string, unknown>): Promise<unknown>;
}

/** The sweep leaves mails this fresh to their own delivery job, and retries to the job's backoff this long. */
const MAIL_SWEEP = { newerThanMs: 10_000, retryAfterMs: 15 * 60_000 };

export function rowJobs({ orm, config, logger }: JobDeps): RowJob[] {
  return [
    {
      // The hold's own instant; the query expires every hold then due, so a late job is harmless.
      queue: QUEUES.holdExpiry,
      async run() {
        const expired = await expireHolds(orm);
        if (expired.length) logger.info({ job: QUEUES.holdExpiry, expired }, 'reservas del carrito vencidas');
      },
    },
    {
      queue: QUEUES.paymentExpiry,
      async run() {
        const expired = await expireUnpaidOrders(orm);
        if (expired.length) logger.info({ job: QUEUES.paymentExpiry, expired }, 'pedidos sin pago vencidos');
      },
    },
    {
      queue: QUEUES.waitlistOfferMail,
      run: (data) => mailOffer(orm, config, Number(data.entryId)),
    },
    {
      // The offer's own instant; the query expires every offer then due, so a late job is harmless.
      queue: QUEUES.waitlistOfferExpiry,
      async run() {
        const expired = await expireOffers(orm);
        if (expired.length)
          logger.info({ job: QUEUES.waitlistOfferExpiry, expired }, 'ofertas de lista de espera vencidas');
      },
    },
    {
      queue: QUEUES.mail,
      async run(data) {
        const outcome = await deliverOutboxMail(orm, config, Number(data.mailId));
        if (outcome !== 'skipped')
          logger.info({ job: QUEUES.mail, mail: data.mailId, outcome }, 'correo entregado');
      },
    },
  ];
}

/** Retries of one mail's job: MAX_MAIL_ATTEMPTS attempts in all, the first wait doubled each time. */
export function mailQueueOptions(config: Config) {
  return {
    retryLimit: MAX_MAIL_ATTEMPTS - 1,
    retryDelay: config.jobs.mailRetryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    // A send gives up within 40 s (mail-delivery.ts); a job active longer belonged to a process that died.
    expireInSeconds: 120,
  };
}

/** Every periodic job of the product; modules add theirs here. */
export function periodicJobs({ orm, config, logger }: JobDeps): PeriodicJob[] {
  const log = (name: string, what: string) => (value: unknown) => {
    const n = Array.isArray(value) ? value.length : Number(value) || 0;
    if (n) logger.info({ job: name, result: value }, what);
  };
  return [
    {
      // Safety net: mails written without a job (the seed, a script, a queue that was down) or whose job's process
      // died mid-send. A mail its job is delivering at the same moment is locked; a sent one is never sent again.
      name: 'mail-sweep',
      cron: '* * * * *',
      run: async () => {
        const r = await deliverPendingMail(orm, config, {
          olderThanMs: MAIL_SWEEP.newerThanMs,
          retryDelayMs: MAIL_SWEEP.retryAfterMs,
        });
        log('mail-sweep', 'correo rezagado del outbox procesado')(r.sent + r.kept + r.failed + r.retrying);
      },
    },
    {
      // Backstop: each request is handled right after its answer; this picks up what a crash or error left.
      name: 'password-reset-requests',
      cron: '* * * * *',
      run: () =>
        processResetRequests(orm.em, config).then(
          log('password-reset-requests', 'pedidos de recuperación procesados'),
        ),
    },
    {
      // The "Más populares" order and the "Recomendados" score read each activity's bookings of the last 30 days.
      name: 'activity-popularity',
      cron: '23 * * * *',
      run: () =>
        refreshRecentBookings(orm).then(
          log('activity-popularity', 'reservas recientes por actividad actualizadas'),
        ),
    },
    {
      // The search's per-activity seat summaries whose best day has passed (availability-summary.ts).
      name: 'activity-availability',
      cron: '3 * * * *',
      run: () =>
        rollUpPassedAvailability(orm).then(
          log('activity-availability', 'resúmenes de cupos por actividad actualizados'),
        ),
    },
    {
      name: 'token-cleanup',
      cron: '7 * * * *',
      run: () => purgeStaleTokens(orm).then(log('token-cleanup', 'tokens vencidos eliminados')),
    },
    {
      name: 'idempotency-cleanup',
      cron: '37 * * * *',
      run: () =>
        purgeIdempotencyKeys(orm).then(
          log('idempotency-cleanup', 'claves de idempotencia vencidas eliminadas'),
        ),
    },
    {
      // Safety nets for the per-row expiry jobs (a hold written while the queue was down, a lost job).
      name: 'booking-hold-sweep',
      cron: '*/5 * * * *',
      run: () => expireHolds(orm).then(log('booking-hold-sweep', 'reservas del carrito vencidas')),
    },
    {
      name: 'order-payment-sweep',
      cron: '*/5 * * * *',
      run: () => expireUnpaidOrders(orm).then(log('order-payment-sweep', 'pedidos sin pago vencidos')),
    },
    {
      // Safety net of the waitlist: due offers expired, lost offer mails written, free seats offered down the line.
      name: 'waitlist-sweep',
      cron: '* * * * *',
      run: async () => {
        const r = await sweepWaitlist(orm, config);
        log('waitlist-sweep', 'lista de espera al día')(r.expired.length + r.offered.length + r.mailed);
      },
    },
    {
      // Hourly, so a period ended at midnight (Caracas) is billed by 01:05; exclusive across replicas, and the
      // statements' unique (supplier, period) is the backstop.
      name: 'statement-close',
      cron: '5 * * * *',
      run: async () => {
        log('statement-close', 'estados de cuenta emitidos')(await closeEndedPeriods(orm));
        log('statement-close', 'estados de cuenta vencidos')(await markOverdue(orm));
      },
    },
    {
      name: 'booking-reminder',
      cron: '*/10 * * * *',
      run: () =>
        remindTomorrowBookings(orm).then(log('booking-reminder', 'recordatorios del día anterior enviados')),
    },
    {
      // Issue 29 §6: 24 h before a below-minimum departure's cancellation deadline, and at it (within 5 minutes).
      name: 'departure-minimum-warning',
      cron: '*/5 * * * *',
      run: () =>
        warnBelowMinimum(orm, config.appUrl).then(
          log('departure-minimum-warning', 'avisos de salidas bajo el mínimo enviados'),
        ),
    },
  ];
}
