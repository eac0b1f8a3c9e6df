import path from 'node:path';

/** Every environment variable the server reads, parsed and checked once. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /** Set when an external PostgreSQL is used; otherwise the embedded one starts. */
  databaseUrl?: string;
  embeddedPgPort: number;
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  tokenTtlHours: number;
  resetTokenTtlMinutes: number;
  clientDist: string;
  logLevel: string;
  /** Express `trust proxy`: which proxies may set X-Forwarded-For (rate limits key on the client IP). */
  trustProxy: string | number;
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
  const config: Config = {
    env,
    port,
    host: process.env.HOST ?? '0.0.0.0',
    appUrl: (process.env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(process.env.DATA_DIR ?? '.data'),
    databaseUrl,
    embeddedPgPort: int('EMBEDDED_PG_PORT', 54329),
    // The demo catalogue is seeded on the embedded default, or when asked for; never otherwise.
    seedDemo: seedFlag === undefined ? !databaseUrl : seedFlag === '1' || seedFlag === 'true',
    smtpUrl,
    mailFrom: process.env.MAIL_FROM ?? 'Xplora <no-reply@xplora.test>',
    tokenTtlHours: int('TOKEN_TTL_HOURS', 12),
    resetTokenTtlMinutes: int('RESET_TOKEN_TTL_MINUTES', 30),
    clientDist: path.resolve(process.env.CLIENT_DIST ?? 'dist/client'),
    logLevel: process.env.LOG_LEVEL ?? (env === 'test' ? 'warn' : 'info'),
    trustProxy: /^\d+$/.test(process.env.TRUST_PROXY ?? '')
      ? Number(process.env.TRUST_PROXY)
      : process.env.TRUST_PROXY || 'loopback',
    ...overrides,
  };
  return config;
}
