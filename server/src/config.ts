import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** An S3-compatible bucket for uploaded pictures (S3_* variables); without it they live under DATA_DIR. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Every environment variable the server reads, parsed and checked once. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  /** The public site's address (canonical links, Open Graph, sitemap); PUBLIC_URL, else APP_URL. */
  publicUrl: string;
  dataDir: string;
  s3?: S3Settings;
  /** Set when an external PostgreSQL is used; otherwise the embedded one starts. */
  databaseUrl?: string;
  /** EMBEDDED_PG_PORT; unset: 54329, or any free port when that one is taken (a second checkout beside the first). */
  embeddedPgPort?: number;
  seedDemo: boolean;
  /** `X-SQL-Count` on every answer; unset: outside production only (the benchmark asks for it in production). */
  sqlCountHeader?: boolean;
  /**
   * Whether accounts may keep the published demo password: outside production, or in a production demo asked for
   * with SEED_DEMO=1. Otherwise the server refuses to start while a demo account still has it.
   */
  demoPasswordAllowed: boolean;
  smtpUrl?: string;
  mailFrom: string;
  tokenTtlHours: number;
  resetTokenTtlMinutes: number;
  clientDist: string;
  /** The server-rendering entry of the public pages (`npm run build:ssr`). */
  ssrEntry: string;
  logLevel: string;
  /** Express `trust proxy`: which proxies may set X-Forwarded-For (rate limits key on the client IP). */
  trustProxy: string | number;
  /** Bearer token that opens GET /metrics (Prometheus); without it the endpoint answers 404. */
  metricsToken?: string;
  /** JOB_INTERVAL_MS: every periodic job (sweeps, clean-ups) on this interval instead of its cron schedule (tests, demos). */
  jobIntervalMs?: number;
  /** The job queue (pg-boss, schema `pgboss` in our database): timing that tests and demos shorten. */
  jobs: JobSettings;
  /** /api/v1 rate limits, requests per window, one count for all processes (PostgreSQL). */
  apiRateLimit: ApiRateLimit;
  /** /graphql rate limits (HTTP only: server-rendered pages and /api/v1 run GraphQL in-process, unthrottled). */
  graphqlRateLimit: GraphqlRateLimit;
  /** CORS_ORIGINS: browser origins allowed to call /api/v1 (comma-separated; none by default). */
  corsOrigins: string[];
  /** What one customer account may hold at once (seat hoarding); 0 turns a cap off. */
  bookingLimits: BookingLimits;
  /** VOUCHER_SECRET: the HMAC key that signs the vouchers' QR tokens (required in production, ≥ 32 characters). */
  voucherSecret: string;
  /** Uploaded pictures: IMAGES_PER_ACTIVITY per activity, SUPPLIER_STORAGE_MB in all per supplier (0: no cap). */
  imageLimits: { perActivity: number; storagePerSupplierMb: number };
  /**
   * Rendered public pages kept in memory (PAGE_CACHE_ENTRIES pages, PAGE_CACHE_SECONDS each; 0 entries: off; a quarter
   * of the room for searches, later pages and not-found answers), emptied when the catalogue changes in any process.
   * Off by default in tests, which edit and re-read pages at once.
   */
  pageCache: { entries: number; seconds: number };
  /**
   * Signed picture URLs of activities that are not public: HMAC key IMAGE_URL_SECRET (a random one per
   * process when unset: set it when several processes serve pictures) and lifetime IMAGE_URL_TTL_SECONDS.
   */
  imageUrls: {
    secret: string;
    ttlSeconds: number;
    /** no IMAGE_URL_SECRET: a random one */ generated?: boolean;
  };
}

export interface JobSettings {
  /** JOB_POLLING_SECONDS: how often an idle worker looks for due jobs (≥ 0.5; hold expiry lands this late at most). */
  pollingSeconds: number;
  /**
   * JOB_SUPERVISE_SECONDS: how often pg-boss checks its queues; a job whose worker died (no heartbeat for
   * JOB_HEARTBEAT_SECONDS) is failed then retried on that pass, so a crashed replica never holds a periodic queue.
   */
  superviseSeconds: number;
  /** MAIL_RETRY_DELAY_SECONDS: first wait before re-sending a failed e-mail; doubled per attempt (exponential). */
  mailRetryDelaySeconds: number;
  /** HOLD_SECONDS: a cart hold lasts this long instead of until the next noon (tests, demos; unset in production). */
  holdSeconds?: number;
}

export interface BookingLimits {
  /** Seats one account may hold on one slot in live bookings (cart to verifying), never above the activity's
   * max_participants (BOOKING_MAX_SEATS_PER_SLOT). */
  seatsPerSlot: number;
  /** Bookings in the cart at once (BOOKING_MAX_OPEN_CART). */
  openCartBookings: number;
  /** Payments registered and awaiting verification at once (BOOKING_MAX_PENDING_PAYMENTS). */
  pendingPayments: number;
  /** Bookings created per account per rolling hour (BOOKING_RATE_PER_HOUR). */
  createdPerHour: number;
  /** Orders per account per rolling 24 h whose attendee e-mail is not the account's (FOREIGN_ATTENDEE_ORDERS_PER_DAY). */
  foreignAttendeeOrdersPerDay: number;
}

export interface ApiRateLimit {
  windowSeconds: number;
  /** Per client IP, for every caller without a partner key (API_RATE_LIMIT_IP). */
  perIp: number;
  /** Per partner key (API_RATE_LIMIT_PARTNER). */
  perPartnerKey: number;
}

/** Requests per window on /graphql; writes (mutations) have their own, smaller budgets. */
export interface GraphqlRateLimit {
  windowSeconds: number;
  /** Per client IP (GRAPHQL_RATE_LIMIT_IP / _IP_WRITE). */
  perIp: number;
  perIpWrites: number;
  /** Per signed-in account, on top of its IP's (GRAPHQL_RATE_LIMIT_ACCOUNT / _ACCOUNT_WRITE). */
  perAccount: number;
  perAccountWrites: number;
}

function fail(name: string, why: string): never {
  throw new Error(`Configuración inválida: ${name} ${why}`);
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) fail(name, `debe ser un entero positivo (recibido "${raw}")`);
  return value;
}

/** A fixed key outside production, so development vouchers keep scanning across restarts. */
const DEVELOPMENT_VOUCHER_SECRET = 'xplora-development-voucher-secret-not-for-production';

function voucherSecret(env: Config['env']): string {
  const secret = process.env.VOUCHER_SECRET ?? '';
  if (secret && secret.length < 32) fail('VOUCHER_SECRET', 'debe tener al menos 32 caracteres');
  if (secret) return secret;
  if (env === 'production')
    fail('VOUCHER_SECRET', 'es requerida en producción (firma los códigos QR de los vouchers)');
  return DEVELOPMENT_VOUCHER_SECRET;
}

function s3Settings(): S3Settings | undefined {
  const bucket = process.env.S3_BUCKET;
  if (!bucket) return undefined;
  const settings = {
    endpoint: process.env.S3_ENDPOINT ?? 'https://s3.amazonaws.com',
    bucket,
    region: process.env.S3_REGION ?? 'us-east-1',
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
  };
  if (!/^https?:\/\//.test(settings.endpoint)) fail('S3_ENDPOINT', 'debe ser http(s)://…');
  if (!settings.accessKeyId || !settings.secretAccessKey)
    fail('S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY', 'son requeridas cuando S3_BUCKET está definido');
  return settings;
}

/** An absolute http(s) origin without a trailing slash ('https://xplora.com.ve'). */
function publicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail('PUBLIC_URL', 'debe ser una dirección absoluta, p. ej. https://xplora.com.ve');
  }
  if (!/^https?:$/.test(url.protocol)) fail('PUBLIC_URL', 'debe empezar por http:// o https://');
  return url.origin;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const env = (process.env.NODE_ENV ?? 'development') as Config['env'];
  if (!['development', 'production', 'test'].includes(env)) fail('NODE_ENV', `desconocido: ${env}`);
  const port = int('PORT', 4000);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    fail('DATABASE_URL', 'debe ser postgresql://…');
  const smtpUrl = process.env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) fail('SMTP_URL', 'debe ser smtp://…');
  const seedFlag = process.env.SEED_DEMO;
  const seedAsked = seedFlag === '1' || seedFlag === 'true';
  // The demo catalogue is seeded on the embedded default (never in production) or when asked for.
  const seedDemo = seedFlag === undefined ? !databaseUrl && env !== 'production' : seedAsked;
  const config: Config = {
    env,
    port,
    host: process.env.HOST ?? '0.0.0.0',
    appUrl: (process.env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrl: publicUrl(process.env.PUBLIC_URL ?? process.env.APP_URL ?? `http://localhost:${port}`),
    dataDir: path.resolve(process.env.DATA_DIR ?? '.data'),
    s3: s3Settings(),
    databaseUrl,
    embeddedPgPort: process.env.EMBEDDED_PG_PORT ? int('EMBEDDED_PG_PORT', 0) : undefined,
    seedDemo,
    demoPasswordAllowed: env !== 'production' || seedDemo,
    smtpUrl,
    mailFrom: process.env.MAIL_FROM ?? 'Xplora <no-reply@xplora.test>',
    tokenTtlHours: int('TOKEN_TTL_HOURS', 12),
    resetTokenTtlMinutes: int('RESET_TOKEN_TTL_MINUTES', 30),
    clientDist: path.resolve(process.env.CLIENT_DIST ?? 'dist/client'),
    ssrEntry: path.resolve(process.env.SSR_ENTRY ?? 'dist/ssr/entry-server.js'),
    logLevel: process.env.LOG_LEVEL ?? (env === 'test' ? 'warn' : 'info'),
    trustProxy: /^\d+$/.test(process.env.TRUST_PROXY ?? '')
      ? Number(process.env.TRUST_PROXY)
      : process.env.TRUST_PROXY || 'loopback',
    metricsToken: process.env.METRICS_TOKEN || undefined,
    jobIntervalMs: int('JOB_INTERVAL_MS', 0) || undefined, // 0 or unset: each job's own interval
    jobs: {
      pollingSeconds: Math.max(0.5, Number(process.env.JOB_POLLING_SECONDS || (env === 'test' ? 0.5 : 1))),
      superviseSeconds: Math.max(1, int('JOB_SUPERVISE_SECONDS', env === 'test' ? 2 : 30)),
      mailRetryDelaySeconds: Math.max(1, int('MAIL_RETRY_DELAY_SECONDS', env === 'test' ? 1 : 30)),
      holdSeconds: int('HOLD_SECONDS', 0) || undefined,
    },
    apiRateLimit: {
      windowSeconds: int('API_RATE_LIMIT_WINDOW', 60),
      // Test runs call from one address thousands of times; rate-limit tests lower these through overrides.
      perIp: int('API_RATE_LIMIT_IP', env === 'test' ? 1_000_000 : 300),
      perPartnerKey: int('API_RATE_LIMIT_PARTNER', env === 'test' ? 1_000_000 : 1200),
    },
    graphqlRateLimit: {
      windowSeconds: int('GRAPHQL_RATE_LIMIT_WINDOW', 60),
      // Per IP generous (many customers share a carrier's address); tests lower these through overrides.
      perIp: int('GRAPHQL_RATE_LIMIT_IP', env === 'test' ? 1_000_000 : 2400),
      perIpWrites: int('GRAPHQL_RATE_LIMIT_IP_WRITE', env === 'test' ? 1_000_000 : 600),
      perAccount: int('GRAPHQL_RATE_LIMIT_ACCOUNT', env === 'test' ? 1_000_000 : 1200),
      perAccountWrites: int('GRAPHQL_RATE_LIMIT_ACCOUNT_WRITE', env === 'test' ? 1_000_000 : 240),
    },
    // Test runs book thousands of seats with a few accounts; the hoarding tests set these through overrides.
    bookingLimits: {
      seatsPerSlot: int('BOOKING_MAX_SEATS_PER_SLOT', env === 'test' ? 0 : 10),
      openCartBookings: int('BOOKING_MAX_OPEN_CART', env === 'test' ? 0 : 10),
      pendingPayments: int('BOOKING_MAX_PENDING_PAYMENTS', env === 'test' ? 0 : 3),
      createdPerHour: int('BOOKING_RATE_PER_HOUR', env === 'test' ? 0 : 20),
      foreignAttendeeOrdersPerDay: int('FOREIGN_ATTENDEE_ORDERS_PER_DAY', env === 'test' ? 0 : 5),
    },
    voucherSecret: voucherSecret(env),
    imageLimits: {
      perActivity: int('IMAGES_PER_ACTIVITY', 20),
      storagePerSupplierMb: int('SUPPLIER_STORAGE_MB', 200),
    },
    pageCache: {
      entries: int('PAGE_CACHE_ENTRIES', env === 'test' ? 0 : 1000),
      seconds: int('PAGE_CACHE_SECONDS', 60),
    },
    imageUrls: {
      secret: process.env.IMAGE_URL_SECRET || randomBytes(32).toString('hex'),
      generated: !process.env.IMAGE_URL_SECRET,
      ttlSeconds: Math.max(60, int('IMAGE_URL_TTL_SECONDS', 3600)),
    },
    corsOrigins: (process.env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    ...overrides,
  };
  return config;
}
