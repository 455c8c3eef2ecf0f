/** The module's e-mails, each in its recipient's language and brand, handed to the job queue. */
import { langToLocale, type Locale } from '@app/shared';
import type { JobQueue } from '../../jobs/queue';
import { t } from '../../lib/i18n';
import { brandOf } from '../tenants';

export interface Recipient {
  email: string;
  /** The recipient's language; for an address without an account, the sender's request language. */
  locale: Locale;
  product: string;
  name: string;
}

export const recipientOf = (u: { email: string; lang: string; product: string; firstName: string | null; username: string }): Recipient => ({
  email: u.email,
  locale: langToLocale(u.lang),
  product: u.product,
  name: u.firstName || u.username,
});

/** Sends the mail `key` (locale ids `<key>.subject` and `<key>.body`) with `values` filled in. */
export async function sendClassMail(queue: JobQueue, to: Recipient, key: string, values: Record<string, string | number>): Promise<void> {
  const brand = brandOf(to.product).name;
  const all = { name: to.name, brand, ...values };
  const text = `${t(to.locale, `${key}.body`, all)}\n\n${t(to.locale, 'email.footer', { brand })}\n`;
  await queue.enqueue('send-email', { to: to.email, subject: `${t(to.locale, `${key}.subject`, all)} · ${brand}`, text, fromName: brand });
}
