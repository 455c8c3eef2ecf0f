import svgCaptcha from 'svg-captcha';
import type { DataSource } from 'typeorm';
import { CAPTCHA_TTL_SECONDS, type CaptchaDto } from '@app/shared';
import { newSessionId, safeEqual, sha256 } from '../../auth/tokens';
import { fieldError } from '../../lib/errors';
import { captchasRepository } from './auth.repository';

const normalizeAnswer = (a: string) => a.trim().toLowerCase();

export function captchaService(ds: DataSource, testAnswer: string | null) {
  const repo = captchasRepository(ds);
  return {
    async create(): Promise<CaptchaDto> {
      // Confusable characters (0/O, 1/l/I) are left out so a real person is not refused for reading well.
      const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6f8' });
      const key = newSessionId();
      await repo.insert(key, sha256(normalizeAnswer(text)), CAPTCHA_TTL_SECONDS);
      void repo.sweep().catch(() => undefined);
      return { key, img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
    },

    /** One-time: the challenge is deleted whether the answer was right or not. */
    async consume(key: string, answer: string): Promise<void> {
      const stored = await repo.take(key);
      const given = sha256(normalizeAnswer(answer));
      const ok =
        stored !== undefined && (safeEqual(stored, given) || (testAnswer !== null && normalizeAnswer(answer) === normalizeAnswer(testAnswer)));
      if (!ok) throw fieldError({ captcha: 'validation.captcha.invalid' });
    },
  };
}
