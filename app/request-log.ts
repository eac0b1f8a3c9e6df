import { randomUUID } from 'node:crypto';
import type { Express, RequestHandler } from 'express';
import { pino, type Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** The request id: the caller's X-Request-Id when it looks like one, else a new UUID. */
    id: string;
    /** A logger whose every line carries `reqId`; made on first use. */
    log: Logger;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;
const LOG = Symbol('request logger');

/**
 * The request id and the request log (what pino-http did, same lines). pino-http made two child loggers per request
 * up front, the second serialising the request at once (its remote port is a system call): ~4 % of a GraphQL
 * request's CPU in the bench's profile, spent even when nothing logs. Here `req.log` is made the first time something
 * logs, and the "request completed" line is built only when its level is on.
 */
export function requestLog(
  app: Express,
  logger: Logger,
  { autoLogging }: { autoLogging: boolean },
): RequestHandler {
  // On the app's request prototype: one getter for every request, no per-request property definition.
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Express['request'] & { [LOG]?: Logger }): Logger {
      return (this[LOG] ??= logger.child({ reqId: this.id }));
    },
    set(this: Express['request'] & { [LOG]?: Logger }, value: Logger) {
      this[LOG] = value;
    },
  });
  const completed = logger.child(
    {},
    {
      serializers: {
        req: pino.stdSerializers.req,
        res: pino.stdSerializers.res,
        err: pino.stdSerializers.err,
      },
    },
  );
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (autoLogging && completed.isLevelEnabled('info')) {
      const start = Date.now();
      const done = (error?: Error) => {
        res.off('close', done);
        res.off('finish', done);
        res.off('error', done);
        const responseTime = Date.now() - start;
        const failure =
          error ??
          (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined);
        if (failure) completed.info({ reqId: id, req, res, err: failure, responseTime }, 'request errored');
        else completed.info({ reqId: id, req, res, responseTime }, 'request completed');
      };
      res.on('close', done);
      res.on('finish', done);
      res.on('error', done);
    }
    next();
  };
}
