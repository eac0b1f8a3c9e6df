import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { processResetRequests } from '../modules/account/password-reset-queue.js';
import { purgeStaleTokens } from '../modules/account/token-cleanup.js';
import { expireHolds, expireUnpaidOrders } from '../modules/booking/booking-expiry.js';
import { remindTomorrowBookings } from '../modules/booking/booking-reminder.js';
import { deliverPendingMail } from '../modules/mail/mail-delivery.js';
import { purgeIdempotencyKeys } from '../modules/partner/idempotency-cleanup.js';
import type { Job } from './job-runner.js';

export interface JobDeps {
  orm: MikroORM;
  config: Config;
  logger: Logger;
}

/** Every periodic job of the product; modules add theirs here. */
export function productJobs({ orm, config, logger }: JobDeps): Job[] {
  return [
    {
      name: 'mail-delivery',
      intervalMs: 5_000,
      async run() {
        const result = await deliverPendingMail(orm, config);
        if (result.sent || result.failed || result.retrying)
          logger.info({ job: 'mail-delivery', ...result }, 'correo del outbox procesado');
      },
    },
    {
      // Backstop: each request is handled right after its answer; this picks up what a crash or error left.
      name: 'password-reset-requests',
      intervalMs: 5_000,
      async run() {
        const handled = await processResetRequests(orm.em, config);
        if (handled)
          logger.info({ job: 'password-reset-requests', handled }, 'pedidos de recuperación procesados');
      },
    },
    {
      name: 'token-cleanup',
      intervalMs: 60 * 60_000,
      async run() {
        const deleted = await purgeStaleTokens(orm);
        if (deleted) logger.info({ job: 'token-cleanup', deleted }, 'tokens vencidos eliminados');
      },
    },
    {
      name: 'idempotency-cleanup',
      intervalMs: 60 * 60_000,
      async run() {
        const deleted = await purgeIdempotencyKeys(orm);
        if (deleted)
          logger.info({ job: 'idempotency-cleanup', deleted }, 'claves de idempotencia vencidas eliminadas');
      },
    },
    {
      name: 'booking-hold-expiry',
      intervalMs: 30_000,
      async run() {
        const expired = await expireHolds(orm);
        if (expired.length)
          logger.info({ job: 'booking-hold-expiry', expired }, 'reservas del carrito vencidas');
      },
    },
    {
      name: 'order-payment-expiry',
      intervalMs: 30_000,
      async run() {
        const expired = await expireUnpaidOrders(orm);
        if (expired.length)
          logger.info({ job: 'order-payment-expiry', expired }, 'pedidos sin pago vencidos');
      },
    },
    {
      name: 'booking-reminder',
      intervalMs: 10 * 60_000,
      async run() {
        const reminded = await remindTomorrowBookings(orm);
        if (reminded.length)
          logger.info({ job: 'booking-reminder', reminded }, 'recordatorios del día anterior enviados');
      },
    },
  ];
}
