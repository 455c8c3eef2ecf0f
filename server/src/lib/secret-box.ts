/**
 * Encryption at rest of single values (a teacher's ID number, a payment account): AES-256-GCM from node:crypto
 * with a random 96-bit IV per value and associated data that names the row and field it belongs to, so a
 * ciphertext copied onto another row or column does not open. Stored text: `v1.<iv>.<tag>.<ciphertext>`
 * (base64url parts); `v1` leaves room for a key rotation that re-encrypts under a `v2`.
 */
import crypto from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** `key` must be 32 bytes (config/env.ts checks PAYROLL_ENCRYPTION_KEY). */
export function secretBox(key: Buffer) {
  if (key.length !== 32) throw new SecretBoxError('the key must be 32 bytes');
  return {
    seal(plain: string, aad: string): string {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ct].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },

    /** Throws SecretBoxError when the value was sealed under another key or for another row, or was altered. */
    open(sealed: string, aad: string): string {
      const [version, iv, tag, ct] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ct === undefined) throw new SecretBoxError('not a sealed value');
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(aad, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the value does not open with this key');
      }
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
