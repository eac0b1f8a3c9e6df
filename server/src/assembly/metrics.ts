import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { Context } from '../graphql/context.js';
import type { PageCache } from '../http/page-cache.js';
import { BookingStatus } from '../modules/booking/booking.entity.js';
import { OrderStatus } from '../modules/booking/order.entity.js';
import { OutboxMailStatus } from '../modules/mail/outbox-mail.entity.js';

/**
 * Prometheus metrics of one server: request durations per Express route pattern and per GraphQL operation, the
 * database pool, and the depth of the job queues. `GET /metrics` needs `Authorization: Bearer <METRICS_TOKEN>`;
 * without METRICS_TOKEN the path is not served (the app answers it like any unknown path).
 */
export interface Metrics {
  registry: Registry;
  /** Wraps the app: serves /metrics and times every other request. */
  instrument(app: RequestListener): RequestListener;
  apolloPlugin: ApolloServerPlugin<Context>;
}

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Operation names come from clients: only well-formed ones, and a bounded number of them, become labels. */
const MAX_OPERATION_NAMES = 500;

/** The Express route pattern that answered (`/api/v1/activity/:id`), never the raw URL. */
function routeLabel(req: IncomingMessage): string {
  const { route, baseUrl } = req as Partial<Request>;
  if (route && typeof route.path === 'string') return `${baseUrl ?? ''}${route.path}`;
  return baseUrl || '(other)';
}

function sameSecret(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function createMetrics({
  config,
  orm,
  pageCache,
}: {
  config: Config;
  orm: MikroORM;
  pageCache?: PageCache;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las solicitudes HTTP por ruta (patrón de Express), método y estado.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const operationDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Duración de las operaciones GraphQL (también las que ejecuta /api/v1) por nombre y resultado.',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });

  new Gauge({
    name: 'xplora_db_pool_connections',
    help: 'Conexiones del pool de PostgreSQL: total, libres y solicitudes en espera.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<Pool> };
      const pool = await connection.getNativeClient();
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
      this.set({ state: 'max' }, pool.options.max ?? 0);
    },
  });

  new Gauge({
    name: 'xplora_queue_depth',
    help: 'Trabajo pendiente: correos del outbox por enviar, reservas y pedidos vencidos por liberar.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const [row] = await orm.em.getConnection().execute<{ outbox: string; holds: string; orders: string }[]>(
        `select (select count(*) from outbox_mails where status = ?) as outbox,
                (select count(*) from bookings
                  where status = ? and hold_expires_at <= now() and seats_released_at is null) as holds,
                (select count(*) from orders where status = ? and expires_at <= now()) as orders`,
        [OutboxMailStatus.Pending, BookingStatus.Cart, OrderStatus.Unpaid],
      );
      this.set({ queue: 'outbox_mail' }, Number(row!.outbox));
      this.set({ queue: 'booking_hold_expiry' }, Number(row!.holds));
      this.set({ queue: 'order_payment_expiry' }, Number(row!.orders));
    },
  });

  if (pageCache)
    new Gauge({
      name: 'xplora_page_cache_pages',
      help: 'Páginas renderizadas en la caché de este proceso, por sección (steady: direcciones propias; open: búsquedas, páginas siguientes, no encontradas).',
      labelNames: ['section'] as const,
      registers: [registry],
      collect() {
        this.set({ section: 'steady' }, pageCache.size('steady'));
        this.set({ section: 'open' }, pageCache.size('open'));
      },
    });

  const operationNames = new Set<string>();
  const operationLabel = (name: string | null | undefined): string => {
    if (!name) return '(anonymous)';
    if (!/^[_A-Za-z][_0-9A-Za-z]{0,63}$/.test(name)) return '(invalid)';
    if (!operationNames.has(name) && operationNames.size >= MAX_OPERATION_NAMES) return '(other)';
    operationNames.add(name);
    return name;
  };

  async function serve(req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
    const presented = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!presented || !sameSecret(presented, token)) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' });
      res.end(JSON.stringify({ message: 'Token de métricas inválido o ausente.', code: 'UNAUTHENTICATED' }));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
    }
  }

  return {
    registry,
    instrument(app) {
      return (req, res) => {
        const token = config.metricsToken;
        if (token && (req.url === '/metrics' || req.url?.startsWith('/metrics?'))) {
          void serve(req, res, token);
          return;
        }
        const started = performance.now();
        res.once('close', () => {
          httpDuration.observe(
            {
              method: req.method ?? '',
              route: routeLabel(req),
              status: res.writableFinished ? String(res.statusCode) : 'aborted',
            },
            (performance.now() - started) / 1000,
          );
        });
        app(req, res);
      };
    },
    apolloPlugin: {
      async requestDidStart() {
        const started = performance.now();
        return {
          async willSendResponse({ operationName, operation, response }) {
            const failed = response.body.kind === 'single' && !!response.body.singleResult.errors?.length;
            operationDuration.observe(
              {
                operation: operationLabel(operationName),
                type: operation?.operation ?? '(unparsed)',
                outcome: failed ? 'error' : 'ok',
              },
              (performance.now() - started) / 1000,
            );
          },
        };
      },
    },
  };
}
