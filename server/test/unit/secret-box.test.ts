/** The encryption at rest of billing secrets: AES-256-GCM, a fresh IV per value, bound to its row and field. */
import crypto from 'node:crypto';
import { loadConfig, parseSecretKey } from '../../src/config/env';
import { secretBox, SecretBoxError } from '../../src/lib/secret-box';

const key = () => crypto.randomBytes(32);

describe('secretBox', () => {
  it('seals to text that does not contain the value and opens back to it; two seals differ (random IV)', () => {
    const box = secretBox(key());
    const a = box.seal('A123456789', 'teacher_billing:1:id_number');
    const b = box.seal('A123456789', 'teacher_billing:1:id_number');
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('A123456789');
    expect(Buffer.from(a.split('.')[3], 'base64url').toString('latin1')).not.toContain('123456');
    expect(a).not.toEqual(b);
    expect(box.open(a, 'teacher_billing:1:id_number')).toBe('A123456789');
  });

  it('refuses to open under another key, for another row, or once altered', () => {
    const sealed = secretBox(key()).seal('A123456789', 'teacher_billing:1:id_number');
    expect(() => secretBox(key()).open(sealed, 'teacher_billing:1:id_number')).toThrow(SecretBoxError);
    const k = key();
    const box = secretBox(k);
    const mine = box.seal('A123456789', 'teacher_billing:1:id_number');
    expect(() => box.open(mine, 'teacher_billing:2:id_number')).toThrow(SecretBoxError);
    const parts = mine.split('.');
    const ct = Buffer.from(parts[3], 'base64url');
    ct[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), ct.toString('base64url')].join('.'), 'teacher_billing:1:id_number')).toThrow(SecretBoxError);
    expect(() => box.open('plain text', 'x')).toThrow(SecretBoxError);
    expect(() => secretBox(Buffer.alloc(16))).toThrow(SecretBoxError);
  });
});

describe('PAYROLL_ENCRYPTION_KEY', () => {
  it('takes 64 hex characters or the base64 of 32 bytes', () => {
    const k = key();
    expect(parseSecretKey(k.toString('hex'))).toEqual(k);
    expect(parseSecretKey(k.toString('base64'))).toEqual(k);
    expect(parseSecretKey('short')).toBeNull();
    expect(parseSecretKey(crypto.randomBytes(16).toString('base64'))).toBeNull();
  });

  it('is refused when malformed; unset, it is a development key outside production and none in production', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://x' };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).secretKey).toBeNull();
    expect(() => loadConfig({ ...base, NODE_ENV: 'development', PAYROLL_ENCRYPTION_KEY: 'nope' })).toThrow(/PAYROLL_ENCRYPTION_KEY must be 64 hex/);
    const k = key();
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYROLL_ENCRYPTION_KEY: k.toString('hex') }).secretKey).toEqual({
      key: k,
      devDefault: false,
    });
    const dev = loadConfig({ ...base, NODE_ENV: 'development' }).secretKey;
    expect(dev?.devDefault).toBe(true);
    expect(dev?.key).toHaveLength(32);
  });
});
