import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { purgeStaleTokens } from '../modules/account/token-cleanup.js';
import { deliverPendingMail } from '../modules/mail/mail-delivery.js';
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
      name: 'token-cleanup',
      intervalMs: 60 * 60_000,
      async run() {
        const deleted = await purgeStaleTokens(orm);
        if (deleted) logger.info({ job: 'token-cleanup', deleted }, 'tokens vencidos eliminados');
      },
    },
  ];
}
