import { AsyncLocalStorage } from 'node:async_hooks';
import { DefaultLogger, type LoggerOptions, type LogContext } from '@mikro-orm/core';
import type { RequestHandler } from 'express';

/** Counts the SQL statements run on behalf of one HTTP request (N+1 tests, benchmarks, `X-SQL-Count`). */
const store = new AsyncLocalStorage<{ count: number }>();

export function currentSqlCount(): number | undefined {
  return store.getStore()?.count;
}

/** Runs `fn` outside any request's counter: work a request starts but does not wait for (a background recount). */
export function outsideRequestCount<T>(fn: () => Promise<T>): Promise<T> {
  return store.exit(fn);
}

/** Runs `fn` with a fresh counter and returns its result with the number of statements it issued. */
export async function countSql<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const counter = { count: 0 };
  const result = await store.run(counter, fn);
  return { result, statements: counter.count };
}

/** Counts one statement sent outside MikroORM's connection (`executePrepared`). */
export function countStatement(): void {
  const counter = store.getStore();
  if (counter) counter.count++;
}

/** MikroORM logger that counts every executed statement, then logs as usual. */
export class CountingLogger extends DefaultLogger {
  override logQuery(context: { query: string } & LogContext): void {
    const counter = store.getStore();
    if (counter) counter.count++;
    super.logQuery(context);
  }
}

export const countingLoggerFactory = (options: LoggerOptions) => new CountingLogger(options);

/** Express middleware: a counter per request, reported in the `X-SQL-Count` response header. */
export const sqlCountHeader: RequestHandler = (_req, res, next) => {
  const counter = { count: 0 };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader('X-SQL-Count', String(counter.count));
    return writeHead(...args);
  }) as typeof res.writeHead;
  store.run(counter, next);
};
