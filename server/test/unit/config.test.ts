/** loadConfig: defaults, production rules, and one error listing every problem. */
import { loadConfig } from '../../src/config/env';

const SECRET = 'a-production-secret-that-is-long-enough-0123';
const prod = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, ...env });
const dev = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'development', ...env });

function problemsOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected loadConfig to throw');
}

describe('defaults', () => {
  it('development runs with no settings at all', () => {
    const c = loadConfig({});
    expect(c.nodeEnv).toBe('development');
    expect(c.isProduction).toBe(false);
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.jwt.secret.length).toBeGreaterThanOrEqual(32);
    expect(c.jwt).toMatchObject({ audience: 'sat-platform', issuer: 'sat-platform-api', ttlSeconds: 7 * 24 * 3600 });
    expect(c.captchaTestAnswer).toBeNull();
    expect(c.admin).toBeNull();
    expect(c.databaseUrl).toBeNull();
    expect(c.redisUrl).toBeNull();
    expect(c.mail.smtp).toBeNull();
    expect(c.trustProxy).toBe(false);
    expect(c.seedDemo).toBe(true);
    expect(c.workerInProcess).toBe(true);
    expect(c.logLevel).toBe('info');
    expect(c.partnerSecrets).toEqual({});
    expect(c.rateLimit.login).toEqual({ windowMs: 15 * 60_000, perIdentifier: 10, perIp: 1000 });
    expect(c.rateLimit.captcha).toEqual({ windowMs: 15 * 60_000, perIdentifier: 0, perIp: 2000 });
    expect(c.rateLimit.reset).toEqual({ windowMs: 60 * 60_000, perIdentifier: 5, perIp: 500 });
  });

  it('is frozen', () => {
    const c = dev();
    expect(Object.isFrozen(c)).toBe(true);
    expect(() => {
      (c as { port: number }).port = 1;
    }).toThrow();
  });

  it('tests log nothing by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('reads overrides', () => {
    const c = dev({
      PORT: '8080',
      APP_URL: 'https://practice.example/',
      JWT_TTL_SECONDS: '3600',
      SMTP_HOST: 'smtp.example',
      RATE_LIMIT_LOGIN_PER_IP: '5',
      RATE_LIMIT_LOGIN_WINDOW_MS: '1000',
      WORKER_IN_PROCESS: 'false',
      SEED_DEMO: 'no',
    });
    expect(c.port).toBe(8080);
    expect(c.appUrl).toBe('https://practice.example');
    expect(c.jwt.ttlSeconds).toBe(3600);
    expect(c.mail.smtp).toEqual({ host: 'smtp.example', port: 587, secure: false, user: null, pass: null });
    expect(c.rateLimit.login).toEqual({ windowMs: 1000, perIdentifier: 10, perIp: 5 });
    expect(c.workerInProcess).toBe(false);
    expect(c.seedDemo).toBe(false);
  });

  it('an empty number setting means its default', () => {
    expect(dev({ PORT: '' }).port).toBe(3000);
  });
});

describe('production', () => {
  it('needs JWT_SECRET', () => {
    expect(problemsOf(() => loadConfig({ NODE_ENV: 'production' }))).toMatch(/JWT_SECRET must be set to at least 32 characters/);
  });

  it('refuses a short JWT_SECRET (in any environment)', () => {
    expect(problemsOf(() => prod({ JWT_SECRET: 'short' }))).toMatch(/JWT_SECRET/);
    expect(problemsOf(() => dev({ JWT_SECRET: 'x'.repeat(31) }))).toMatch(/JWT_SECRET/);
    expect(dev({ JWT_SECRET: 'x'.repeat(32) }).jwt.secret).toBe('x'.repeat(32));
  });

  it('refuses CAPTCHA_TEST_ANSWER', () => {
    expect(problemsOf(() => prod({ CAPTCHA_TEST_ANSWER: 'pass-test' }))).toMatch(/CAPTCHA_TEST_ANSWER is refused when NODE_ENV=production/);
  });

  it('allows CAPTCHA_TEST_ANSWER outside production', () => {
    expect(dev({ CAPTCHA_TEST_ANSWER: 'pass-test' }).captchaTestAnswer).toBe('pass-test');
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: 'pass-test' }).captchaTestAnswer).toBe('pass-test');
  });

  it('starts with a proper secret and never seeds demo accounts', () => {
    const c = prod({ SEED_DEMO: 'true' });
    expect(c.isProduction).toBe(true);
    expect(c.jwt.secret).toBe(SECRET);
    expect(c.seedDemo).toBe(false);
    expect(c.captchaTestAnswer).toBeNull();
  });
});

describe('ADMIN_* come together', () => {
  it.each([
    [{ ADMIN_USERNAME: 'root' }],
    [{ ADMIN_EMAIL: 'root@example.com' }],
    [{ ADMIN_PASSWORD: 'long-enough-password' }],
    [{ ADMIN_USERNAME: 'root', ADMIN_EMAIL: 'root@example.com' }],
    [{ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'long-enough-password' }],
  ])('refuses a partial set %o', (env) => {
    expect(problemsOf(() => dev(env))).toMatch(/ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
  });

  it('accepts all three', () => {
    expect(dev({ ADMIN_USERNAME: 'root', ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'long-enough-password' }).admin).toEqual({
      username: 'root',
      email: 'root@example.com',
      password: 'long-enough-password',
    });
  });

  it('refuses an admin password under 8 characters', () => {
    expect(problemsOf(() => dev({ ADMIN_USERNAME: 'root', ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'short' }))).toMatch(
      /ADMIN_PASSWORD must have at least 8 characters/,
    );
  });
});

describe('numbers are validated', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['JWT_TTL_SECONDS', '7d'],
    ['RATE_LIMIT_LOGIN_PER_IP', 'lots'],
    ['RATE_LIMIT_RESET_PER_IDENTIFIER', '-3'],
    ['RATE_LIMIT_CAPTCHA_WINDOW_MS', '1e3.5'],
    ['EMBEDDED_PG_PORT', 'five'],
  ])('%s=%s is refused, naming the variable and the value', (name, value) => {
    expect(problemsOf(() => dev({ [name]: value }))).toContain(`${name} must be a non-negative integer (got "${value}")`);
  });

  it('SMTP_PORT is checked when SMTP is configured', () => {
    expect(problemsOf(() => dev({ SMTP_HOST: 'smtp.example', SMTP_PORT: 'x' }))).toContain('SMTP_PORT must be a non-negative integer (got "x")');
  });

  it('one error lists every problem at once', () => {
    const message = problemsOf(() => loadConfig({ NODE_ENV: 'production', PORT: 'abc', ADMIN_USERNAME: 'root', CAPTCHA_TEST_ANSWER: 'x' }));
    expect(message).toMatch(/^Invalid configuration:/);
    for (const part of ['PORT must be', 'JWT_SECRET must be', 'ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD', 'CAPTCHA_TEST_ANSWER is refused']) {
      expect(message).toContain(part);
    }
    expect(message.split('\n - ')).toHaveLength(5);
  });

  it('NODE_ENV must be one of development, production, test', () => {
    expect(problemsOf(() => loadConfig({ NODE_ENV: 'staging' }))).toMatch(/NODE_ENV must be development, production or test \(got "staging"\)/);
  });
});

describe('maps and proxies', () => {
  it('PARTNER_SECRET_<PRODUCT> becomes a secret per lower-case product; empty ones are ignored', () => {
    const c = dev({ PARTNER_SECRET_EDU: 'edu-secret', PARTNER_SECRET_MY_TENANT: 'mine', PARTNER_SECRET_CORP: '' });
    expect(c.partnerSecrets).toEqual({ edu: 'edu-secret', 'my-tenant': 'mine' });
  });

  it('TENANT_HOSTS is host=product pairs, lower-cased, spaces and junk ignored', () => {
    expect(dev({ TENANT_HOSTS: 'Practice.BrightPath.example=EDU, tests.school.example = school,broken,=x' }).tenantHosts).toEqual({
      'practice.brightpath.example': 'edu',
      'tests.school.example': 'school',
    });
  });

  it.each([
    [undefined, false],
    ['', false],
    ['1', 1],
    ['2', 2],
    ['true', true],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
    ['false', false],
    ['0', 0],
  ])('TRUST_PROXY=%p gives %p', (raw, expected) => {
    const env: Record<string, string> = {};
    if (raw !== undefined) env.TRUST_PROXY = raw;
    expect(dev(env).trustProxy).toEqual(expected);
  });
});

describe('deposit methods', () => {
  const bank = { BANK_TRANSFER_BANK: 'B', BANK_TRANSFER_ACCOUNT_NAME: 'N', BANK_TRANSFER_ACCOUNT_NUMBER: '1' };
  it('offers nothing until something is set up, then a bank transfer by default, and card with Stripe', () => {
    expect(dev().payments).toEqual({ methods: [], bankTransfer: null });
    expect(dev(bank).payments).toEqual({ methods: ['bank_transfer'], bankTransfer: { bank: 'B', account_name: 'N', account_number: '1', note: '' } });
    expect(dev({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).payments.methods).toEqual(['card']);
    expect(dev({ ...bank, PAYMENT_METHODS: 'cash, convenience_store' }).payments).toEqual({
      methods: ['cash', 'convenience_store'],
      bankTransfer: null,
    });
  });
  it('refuses what cannot work: an unknown method, card by name, a bank transfer without its account, half an account', () => {
    const message = problemsOf(() => dev({ PAYMENT_METHODS: 'bitcoin,card,bank_transfer', BANK_TRANSFER_BANK: 'B' }));
    expect(message).toContain('unknown method "bitcoin"');
    expect(message).toContain('card is offered when STRIPE_SECRET_KEY');
    expect(message).toContain('PAYMENT_METHODS offers bank_transfer');
    expect(message).toContain('must be set together');
  });
});
