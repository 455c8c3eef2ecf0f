/**
 * The only reader of process.env: validated, typed and frozen. Fails fast with every problem listed,
 * so a misconfigured deployment stops at start instead of at the first request.
 */
import crypto from 'node:crypto';
import { readPaymentMethods, type PaymentMethodsConfig } from './payment-methods';
import { VIDEO_LIMITS } from '@app/shared';

export type NodeEnv = 'development' | 'production' | 'test';

export interface RateLimitRule {
  windowMs: number;
  /** Per identifier (username, e-mail or user id). */
  perIdentifier: number;
  /** Per client IP: high enough for a whole school behind one address. */
  perIp: number;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Public URL of the web app, used in links inside e-mails. */
  appUrl: string;
  databaseUrl: string | null;
  embeddedPg: { port: number; dir: string };
  redisUrl: string | null;
  /** BullMQ queue the API and the worker share; separate names keep two deployments on one Redis apart. */
  queueName: string;
  /** Run the job worker inside the API process (the default; production may run `npm run worker` instead). */
  workerInProcess: boolean;
  jwt: { secret: string; audience: string; issuer: string; ttlSeconds: number };
  mail: {
    from: string;
    supportAddress: string;
    smtp: { host: string; port: number; secure: boolean; user: string | null; pass: string | null } | null;
    /** Where mails are written when no SMTP server is configured. */
    dir: string;
  };
  admin: { username: string; email: string; password: string } | null;
  seedDemo: boolean;
  captchaTestAnswer: string | null;
  rateLimit: {
    prefix: string;
    login: RateLimitRule;
    register: RateLimitRule;
    captcha: RateLimitRule;
    reset: RateLimitRule;
    verify: RateLimitRule;
    /** Test runner starts and module submits, per user. */
    attempt: RateLimitRule;
    /** The public contact form, per sender (e-mail or phone) and per IP. */
    contact: RateLimitRule;
    /** Starting an enrollment form, per e-mail and per IP. */
    enrollment: RateLimitRule;
    /** Saving and submitting an enrollment form, per form (its link) and per IP. */
    enrollmentSave: RateLimitRule;
  };
  uploadDir: string;
  /** The largest video a lesson may upload, in bytes (VIDEO_MAX_BYTES; VIDEO_LIMITS.fileMaxBytes by default). */
  videoMaxBytes: number;
  trustProxy: boolean | number | string;
  logLevel: string;
  partnerSecrets: Record<string, string>;
  /** Host name -> tenant product, for real partner domains. */
  tenantHosts: Record<string, string>;
  /**
   * Card payments (Stripe Checkout). Both keys or neither: without them the card provider answers
   * 503 PAYMENT_PROVIDER_UNAVAILABLE. `apiBase` points the client at another API host (tests' local fake).
   */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null;
  /** The deposit methods offered and the bank account transfers go to (config/payment-methods.ts). */
  payments: PaymentMethodsConfig;
  /**
   * The question import's analysis by an OpenAI-compatible chat-completions API (OpenAI, a local Ollama or
   * vLLM): null without AI_BASE_URL, and the built-in parser reads the documents. `baseUrl` ends before
   * `/chat/completions` (e.g. http://127.0.0.1:11434/v1).
   */
  ai: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number; chunkChars: number } | null;
  /**
   * The AES-256-GCM key of values encrypted at rest (teachers' ID numbers and payment accounts: docs/payroll.md).
   * Unset outside production: a fixed development key (`devDefault`), which only suits data that is not real.
   * Unset in production: null, and nothing secret can be stored (those writes answer 503 ENCRYPTION_KEY_MISSING)
   * while the rest of the platform runs.
   */
  secretKey: { key: Buffer; devDefault: boolean } | null;
}

const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0123456789';
/** Development and tests only (refused in production): the key PAYROLL_ENCRYPTION_KEY defaults to. */
const DEV_SECRET_KEY = crypto.createHash('sha256').update('dev-only-payroll-key-never-for-real-data').digest();

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    problems.push(`${name} must be a non-negative integer (got "${raw}")`);
    return fallback;
  }
  return n;
}

function readBool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

function rule(env: NodeJS.ProcessEnv, key: string, def: RateLimitRule, problems: string[]): RateLimitRule {
  return {
    windowMs: readInt(env, `RATE_LIMIT_${key}_WINDOW_MS`, def.windowMs, problems),
    perIdentifier: readInt(env, `RATE_LIMIT_${key}_PER_IDENTIFIER`, def.perIdentifier, problems),
    perIp: readInt(env, `RATE_LIMIT_${key}_PER_IP`, def.perIp, problems),
  };
}

/** PAYROLL_ENCRYPTION_KEY: 64 hex characters, or the base64 of 32 bytes. Null when it is neither. */
export function parseSecretKey(raw: string): Buffer | null {
  const v = raw.trim();
  if (/^[0-9a-f]{64}$/i.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const b = Buffer.from(v, 'base64');
    return b.length === 32 ? b : null;
  }
  return null;
}

/** Express "trust proxy": off, on, a hop count, or addresses/subnets. */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const v = (raw ?? '').trim();
  if (v === '' || /^(false|no|off)$/i.test(v)) return false;
  if (/^(true|yes|on)$/i.test(v)) return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** `a=b,c=d` -> { a: 'b', c: 'd' }, keys lower-cased. */
function parsePairs(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [key, value] = pair.split('=').map((s) => s?.trim().toLowerCase());
    if (key && value) out[key] = value;
  }
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<AppConfig> {
  const problems: string[] = [];
  const nodeEnv = (env.NODE_ENV ?? 'development') as NodeEnv;
  if (!['development', 'production', 'test'].includes(nodeEnv)) problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  const isProduction = nodeEnv === 'production';
  const port = readInt(env, 'PORT', 3000, problems);

  const jwtSecret = env.JWT_SECRET ?? (isProduction ? '' : DEV_JWT_SECRET);
  if (jwtSecret.length < 32) problems.push('JWT_SECRET must be set to at least 32 characters');

  const captchaTestAnswer = env.CAPTCHA_TEST_ANSWER || null;
  if (captchaTestAnswer && isProduction) problems.push('CAPTCHA_TEST_ANSWER is refused when NODE_ENV=production');

  const adminParts = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD];
  const adminSet = adminParts.filter(Boolean).length;
  if (adminSet > 0 && adminSet < 3) problems.push('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 8) problems.push('ADMIN_PASSWORD must have at least 8 characters');

  const rawSecretKey = env.PAYROLL_ENCRYPTION_KEY ?? '';
  const parsedSecretKey = rawSecretKey ? parseSecretKey(rawSecretKey) : null;
  if (rawSecretKey && !parsedSecretKey) problems.push('PAYROLL_ENCRYPTION_KEY must be 64 hex characters or the base64 of 32 bytes');

  const smtpHost = env.SMTP_HOST || null;
  const minute = 60_000;
  const trust = env.TRUST_PROXY;

  const partnerSecrets: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    const m = /^PARTNER_SECRET_([A-Z0-9_]+)$/.exec(k);
    if (m && v) partnerSecrets[m[1].toLowerCase().replace(/_/g, '-')] = v;
  }

  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port,
    host: env.HOST || '0.0.0.0',
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || null,
    embeddedPg: { port: readInt(env, 'EMBEDDED_PG_PORT', 54329, problems), dir: env.EMBEDDED_PG_DIR || '.data/postgres' },
    redisUrl: env.REDIS_URL || null,
    queueName: env.QUEUE_NAME || 'app-jobs',
    workerInProcess: readBool(env, 'WORKER_IN_PROCESS', true),
    jwt: {
      secret: jwtSecret,
      audience: env.JWT_AUDIENCE || 'sat-platform',
      issuer: env.JWT_ISSUER || 'sat-platform-api',
      ttlSeconds: readInt(env, 'JWT_TTL_SECONDS', 7 * 24 * 3600, problems),
    },
    mail: {
      from: env.MAIL_FROM || 'SAT Practice <no-reply@satpractice.example>',
      supportAddress: env.SUPPORT_EMAIL || 'support@satpractice.example',
      smtp: smtpHost
        ? {
            host: smtpHost,
            port: readInt(env, 'SMTP_PORT', 587, problems),
            secure: readBool(env, 'SMTP_SECURE', false),
            user: env.SMTP_USER || null,
            pass: env.SMTP_PASS || null,
          }
        : null,
      dir: env.MAIL_DIR || '.data/mail',
    },
    admin: adminSet === 3 ? { username: env.ADMIN_USERNAME!, email: env.ADMIN_EMAIL!, password: env.ADMIN_PASSWORD! } : null,
    seedDemo: !isProduction && readBool(env, 'SEED_DEMO', true),
    captchaTestAnswer,
    rateLimit: {
      prefix: env.RATE_LIMIT_PREFIX || 'rl:',
      login: rule(env, 'LOGIN', { windowMs: 15 * minute, perIdentifier: 10, perIp: 1000 }, problems),
      register: rule(env, 'REGISTER', { windowMs: 60 * minute, perIdentifier: 5, perIp: 500 }, problems),
      captcha: rule(env, 'CAPTCHA', { windowMs: 15 * minute, perIdentifier: 0, perIp: 2000 }, problems),
      reset: rule(env, 'RESET', { windowMs: 60 * minute, perIdentifier: 5, perIp: 500 }, problems),
      verify: rule(env, 'VERIFY', { windowMs: 60 * minute, perIdentifier: 10, perIp: 1000 }, problems),
      // Per user only: a whole class behind one school address submits a module within the same second.
      attempt: rule(env, 'ATTEMPT', { windowMs: minute, perIdentifier: 30, perIp: 0 }, problems),
      // A family writes a few times; a school's shared address a few dozen. Spam gets nowhere near either.
      contact: rule(env, 'CONTACT', { windowMs: 60 * minute, perIdentifier: 5, perIp: 30 }, problems),
      // A family starts one form (a few, with typos); a school office enrolling several families a few dozen.
      enrollment: rule(env, 'ENROLLMENT', { windowMs: 60 * minute, perIdentifier: 5, perIp: 30 }, problems),
      // Three steps saved, edited back and forth: dozens per form; an office filling several forms, a few hundred.
      enrollmentSave: rule(env, 'ENROLLMENT_SAVE', { windowMs: 60 * minute, perIdentifier: 60, perIp: 300 }, problems),
    },
    uploadDir: env.UPLOAD_DIR || '.data/uploads',
    videoMaxBytes: readInt(env, 'VIDEO_MAX_BYTES', VIDEO_LIMITS.fileMaxBytes, problems),
    trustProxy: parseTrustProxy(trust),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    partnerSecrets,
    tenantHosts: parsePairs(env.TENANT_HOSTS),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE || null }
        : null,
    payments: readPaymentMethods(env, !!(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET), problems),
    ai: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: env.AI_API_KEY || null,
          model: env.AI_MODEL || '',
          timeoutMs: readInt(env, 'AI_TIMEOUT_MS', 120_000, problems),
          chunkChars: readInt(env, 'AI_CHUNK_CHARS', 12_000, problems),
        }
      : null,
    secretKey: parsedSecretKey ? { key: parsedSecretKey, devDefault: false } : isProduction ? null : { key: DEV_SECRET_KEY, devDefault: true },
  };
  if (env.AI_BASE_URL && !/^https?:\/\/[^\s]+$/.test(env.AI_BASE_URL)) problems.push(`AI_BASE_URL must be an http(s) URL (got "${env.AI_BASE_URL}")`);
  if (env.AI_BASE_URL && !env.AI_MODEL) problems.push('AI_MODEL must be set with AI_BASE_URL');
  if (config.ai && config.ai.chunkChars < 1000) problems.push('AI_CHUNK_CHARS must be at least 1000');

  if (!!env.STRIPE_SECRET_KEY !== !!env.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');

  if (problems.length) {
    throw new Error(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  }
  return Object.freeze(config);
}

/** A random value for throwaway settings in tests. */
export function randomSuffix(): string {
  return crypto.randomBytes(4).toString('hex');
}
