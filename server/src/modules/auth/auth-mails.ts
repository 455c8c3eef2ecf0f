/** Composes the account e-mails in the recipient's language and hands them to the job queue. */
import { langToLocale } from '@app/shared';
import type { JobQueue } from '../../jobs/queue';
import { t } from '../../lib/i18n';
import type { AccountUser } from '../../auth/account';
import { brandOf } from '../tenants';

export type AccountMailKind = 'verify' | 'reset' | 'set';

export async function sendAccountMail(
  queue: JobQueue,
  user: Pick<AccountUser, 'email' | 'firstName' | 'username' | 'lang' | 'product'>,
  kind: AccountMailKind,
  link: string,
): Promise<void> {
  const locale = langToLocale(user.lang);
  const brand = brandOf(user.product).name;
  const name = user.firstName || user.username;
  const text = `${t(locale, `email.${kind}.body`, { name, link })}\n\n${t(locale, 'email.footer', { brand })}\n`;
  await queue.enqueue('send-email', { to: user.email, subject: `${t(locale, `email.${kind}.subject`)} · ${brand}`, text, fromName: brand });
}
