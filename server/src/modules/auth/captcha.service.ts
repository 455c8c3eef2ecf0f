import svgCaptcha from 'svg-captcha';
import type { DataSource } from 'typeorm';
import { CAPTCHA_TTL_SECONDS, type CaptchaDto } from '@app/shared';
import { newSessionId, safeEqual, sha256 } from '../../auth/tokens';
import { fieldError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';

const normalizeAnswer = (a: string) => a.trim().toLowerCase();

export function captchaService(ds: DataSource, testAnswer: string | null) {
  return {
    async create(): Promise<CaptchaDto> {
      // Confusable characters (0/O, 1/l/I) are left out so a real person is not refused for reading well.
      const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6f8' });
      const key = newSessionId();
      await ds.query(`INSERT INTO captchas (key, answer_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
        key,
        sha256(normalizeAnswer(text)),
        CAPTCHA_TTL_SECONDS,
      ]);
      // Expired challenges are swept opportunistically; the table stays small without a cron.
      void ds.query(`DELETE FROM captchas WHERE expires_at < now() - interval '1 hour'`).catch(() => undefined);
      return { key, img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
    },

    /** One-time: the challenge is deleted whether the answer was right or not. */
    async consume(key: string, answer: string): Promise<void> {
      const rows = await queryRows<{ answer_hash: string }>(ds, `DELETE FROM captchas WHERE key = $1 AND expires_at > now() RETURNING answer_hash`, [
        key,
      ]);
      const stored = rows[0]?.answer_hash;
      const given = sha256(normalizeAnswer(answer));
      const ok =
        stored !== undefined && (safeEqual(stored, given) || (testAnswer !== null && normalizeAnswer(answer) === normalizeAnswer(testAnswer)));
      if (!ok) throw fieldError({ captcha: 'validation.captcha.invalid' });
    },
  };
}
