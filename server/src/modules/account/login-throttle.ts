import { createHash } from 'node:crypto';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../graphql/errors.js';

/** The brute-force limits (security notes B2). Failures only count; a success clears the (username, IP) pair. */
export const LOGIN_LIMITS = {
  /** Consecutive failures per (username, IP) before a block. */
  failsPerUserAndIp: 10,
  userAndIpBlockSeconds: 15 * 60,
  /** Failures per IP per day, whatever the username. */
  failsPerIpPerDay: 100,
  ipBlockSeconds: 24 * 60 * 60,
  /**
   * Password spraying from rotating addresses: failures per account (any IP) in a window. Past the free ones each
   * further failure makes the account wait (doubling, capped) before the next attempt — a delay, never a lock-out.
   */
  freeFailsPerAccount: 20,
  accountWindowSeconds: 60 * 60,
  accountFirstDelaySeconds: 30,
  accountMaxDelaySeconds: 15 * 60,
  /** Password-reset requests per IP per window. */
  forgotPerIp: 5,
  forgotWindowSeconds: 15 * 60,
} as const;

export const RATE_LIMIT_TABLE = 'rate_limits';

export interface Limiters {
  /** Throws TOO_MANY_REQUESTS when this username from this IP, or this IP, is blocked — before any password check. */
  assertLoginAllowed(username: string, ip: string): Promise<void>;
  loginFailed(username: string, ip: string): Promise<void>;
  loginSucceeded(username: string, ip: string): Promise<void>;
  /** Counts one password-reset request from this IP; throws TOO_MANY_REQUESTS over the limit. */
  consumeForgotPassword(ip: string): Promise<void>;
}

export function tooManyAttempts(seconds: number): TooManyRequestsError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return new TooManyRequestsError(
    `Demasiados intentos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    retryAfter,
  );
}

/** The wait imposed on an account after `fails` failures in the window (0 while within the free ones). */
export function accountDelaySeconds(fails: number): number {
  const over = fails - LOGIN_LIMITS.freeFailsPerAccount;
  if (over < 0) return 0;
  return Math.min(LOGIN_LIMITS.accountMaxDelaySeconds, LOGIN_LIMITS.accountFirstDelaySeconds * 2 ** over);
}

function accountMustWait(seconds: number): TooManyRequestsError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(retryAfter / 60);
  const when =
    retryAfter < 60 ? `${retryAfter} segundos` : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return new TooManyRequestsError(
    `Demasiados intentos fallidos en esta cuenta. Inténtalo de nuevo en ${when}.`,
    retryAfter,
  );
}

/** Told when an account passes its free failures (a spraying alert). */
export type AccountAlert = (info: { account: string; failures: number; delaySeconds: number }) => void;

interface LimiterSet {
  byUserAndIp: RateLimiterAbstract;
  byIp: RateLimiterAbstract;
  forgotByIp: RateLimiterAbstract;
  /** Failures per account in the window, whatever the IP. */
  byAccount: RateLimiterAbstract;
  /** The account's current wait (a block), set after each failure past the free ones. */
  accountDelay: RateLimiterAbstract;
}

class LoginThrottle implements Limiters {
  constructor(
    private readonly set: LimiterSet,
    private readonly alert: AccountAlert = () => undefined,
  ) {}

  private accountKey(username: string): string {
    return createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
  }

  /** Hashed, so keys fit the table's varchar(255) and it holds no e-mail addresses. */
  private userKey(username: string, ip: string): string {
    const user = createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
    return `${user}_${ip || 'unknown'}`;
  }

  async assertLoginAllowed(username: string, ip: string): Promise<void> {
    const [pair, address, wait] = await Promise.all([
      this.set.byUserAndIp.get(this.userKey(username, ip)),
      this.set.byIp.get(ip || 'unknown'),
      this.set.accountDelay.get(this.accountKey(username)),
    ]);
    for (const [res, limit] of [
      [address, LOGIN_LIMITS.failsPerIpPerDay],
      [pair, LOGIN_LIMITS.failsPerUserAndIp],
    ] as const) {
      if (res && res.consumedPoints >= limit) throw tooManyAttempts(res.msBeforeNext / 1000);
    }
    if (wait && wait.consumedPoints > 1) throw accountMustWait(wait.msBeforeNext / 1000);
  }

  async loginFailed(username: string, ip: string): Promise<void> {
    await Promise.all([
      countAndBlock(
        this.set.byUserAndIp,
        this.userKey(username, ip),
        LOGIN_LIMITS.failsPerUserAndIp,
        LOGIN_LIMITS.userAndIpBlockSeconds,
      ),
      countAndBlock(
        this.set.byIp,
        ip || 'unknown',
        LOGIN_LIMITS.failsPerIpPerDay,
        LOGIN_LIMITS.ipBlockSeconds,
      ),
      this.accountFailed(username),
    ]);
  }

  private async accountFailed(username: string): Promise<void> {
    const key = this.accountKey(username);
    const fails = (await this.set.byAccount.penalty(key, 1)).consumedPoints;
    const delaySeconds = accountDelaySeconds(fails);
    if (delaySeconds === 0) return;
    await this.set.accountDelay.block(key, delaySeconds);
    this.alert({ account: username.trim().toLowerCase(), failures: fails, delaySeconds });
  }

  async loginSucceeded(username: string, ip: string): Promise<void> {
    const account = this.accountKey(username);
    await Promise.all([
      this.set.byUserAndIp.delete(this.userKey(username, ip)),
      this.set.byAccount.delete(account),
      this.set.accountDelay.delete(account),
    ]);
  }

  async consumeForgotPassword(ip: string): Promise<void> {
    try {
      await this.set.forgotByIp.consume(ip || 'unknown');
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext / 1000);
      throw error;
    }
  }
}

/** Counts one failure; on reaching the limit the key is blocked for `blockSeconds` (then it starts from zero). */
async function countAndBlock(
  limiter: RateLimiterAbstract,
  key: string,
  limit: number,
  blockSeconds: number,
): Promise<void> {
  let consumed: number;
  try {
    consumed = (await limiter.consume(key)).consumedPoints;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    consumed = error.consumedPoints;
  }
  if (consumed === limit) await limiter.block(key, blockSeconds);
}

function limiterOptions() {
  return {
    byUserAndIp: {
      keyPrefix: 'login_fail_user_ip',
      points: LOGIN_LIMITS.failsPerUserAndIp,
      // "Consecutive": the count lives until a success deletes it or a block ends it.
      duration: 60 * 60 * 24 * 90,
    },
    byIp: { keyPrefix: 'login_fail_ip', points: LOGIN_LIMITS.failsPerIpPerDay, duration: 60 * 60 * 24 },
    // penalty() counts past `points` without refusing: the count only feeds accountDelaySeconds.
    byAccount: {
      keyPrefix: 'login_fail_account',
      points: 1_000_000,
      duration: LOGIN_LIMITS.accountWindowSeconds,
    },
    accountDelay: { keyPrefix: 'login_delay_account', points: 1, duration: 1 },
    forgotByIp: {
      keyPrefix: 'forgot_ip',
      points: LOGIN_LIMITS.forgotPerIp,
      duration: LOGIN_LIMITS.forgotWindowSeconds,
      blockDuration: LOGIN_LIMITS.forgotWindowSeconds,
    },
  } as const;
}

/** A limiter counted in PostgreSQL (`rate_limits`), shared by every process; resolves once it can count. */
export function postgresLimiter(
  pool: pg.Pool,
  options: { keyPrefix: string; points: number; duration: number; blockDuration?: number },
  tableCreated: boolean,
): Promise<RateLimiterPostgres> {
  return new Promise((resolve, reject) => {
    // The callback may run synchronously inside the constructor (tableCreated), so resolve on the next tick.
    const created: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options, storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated },
      (error?: Error) => (error ? reject(error) : queueMicrotask(() => resolve(created))),
    );
  });
}

interface Shared {
  ready: Promise<Limiters>;
  pool: pg.Pool;
  users: number;
}

let shared: Shared | undefined;
let current: Limiters | undefined;

/**
 * Opens the process-wide limiters on PostgreSQL (table `rate_limits`, created by the library), so every replica
 * shares the counters. startServer calls it; a second server in the same process shares the same instance.
 */
export function openLimiters(
  databaseUrl: string,
  onError: (error: Error) => void,
  onAccountAlert?: AccountAlert,
): Promise<Limiters> {
  if (shared) {
    shared.users++;
    return shared.ready;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', onError);
  const ready = (async () => {
    const o = limiterOptions();
    // The first creates the table; the others can then skip that statement.
    const byUserAndIp = await postgresLimiter(pool, o.byUserAndIp, false);
    const [byIp, forgotByIp, byAccount, accountDelay] = await Promise.all([
      postgresLimiter(pool, o.byIp, true),
      postgresLimiter(pool, o.forgotByIp, true),
      postgresLimiter(pool, o.byAccount, true),
      postgresLimiter(pool, o.accountDelay, true),
    ]);
    current = new LoginThrottle({ byUserAndIp, byIp, forgotByIp, byAccount, accountDelay }, onAccountAlert);
    return current;
  })();
  shared = { ready, pool, users: 1 };
  return ready;
}

/** Releases one server's use; the pool closes with the last one. */
export async function closeLimiters(): Promise<void> {
  if (!shared) return;
  shared.users--;
  if (shared.users > 0) return;
  const { pool, ready } = shared;
  shared = undefined;
  current = undefined;
  await ready.catch(() => undefined);
  await pool.end();
}

/** The shared store's pool once its table exists, for other limiters on the same table (/api/v1's); none without a server. */
export async function sharedLimiterPool(): Promise<pg.Pool | undefined> {
  if (!shared) return undefined;
  await shared.ready;
  return shared.pool;
}

const NOT_RUNNING = 'Los límites de uso se cuentan en PostgreSQL: el servidor no está en marcha.';

/**
 * Without a running server (a script's context) sign-in cannot be counted, so it is refused rather than counted in
 * process memory, where each replica would count alone.
 */
const notRunning: Limiters = {
  assertLoginAllowed: () => Promise.reject(new Error(NOT_RUNNING)),
  loginFailed: () => Promise.reject(new Error(NOT_RUNNING)),
  loginSucceeded: () => Promise.reject(new Error(NOT_RUNNING)),
  consumeForgotPassword: () => Promise.reject(new Error(NOT_RUNNING)),
};

/** The limiters a request context carries: the shared PostgreSQL ones of the running server. */
export function currentLimiters(): Limiters {
  return current ?? notRunning;
}

const sharedByPool = new WeakMap<pg.Pool, Map<string, Promise<RateLimiterPostgres>>>();

/**
 * A limiter counted in PostgreSQL (`rate_limits`) by every process, made once per pool and options; the running
 * server's pool is required (no in-process fallback: a count per replica would multiply every budget).
 */
export async function sharedLimiter(options: {
  keyPrefix: string;
  points: number;
  duration: number;
}): Promise<RateLimiterPostgres> {
  const pool = await sharedLimiterPool();
  if (!pool) throw new Error(NOT_RUNNING);
  let byOptions = sharedByPool.get(pool);
  if (!byOptions) sharedByPool.set(pool, (byOptions = new Map()));
  const id = `${options.keyPrefix}:${options.points}:${options.duration}`;
  let limiter = byOptions.get(id);
  if (!limiter) byOptions.set(id, (limiter = postgresLimiter(pool, options, true)));
  return limiter;
}
