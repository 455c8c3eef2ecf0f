/** Composes the account e-mails in the recipient's language and hands them to the job queue. */
import { langToLocale } from '@app/shared';
import type { JobQueue } from '../../jobs/queue';
import { t } from '../../lib/i18n';
import type { User } from '../users/user.entity';
import { findTenant } from '../tenants/tenant-resolver';
import { MAIN_TENANT } from '../tenants/tenants.config';

export type AccountMailKind = 'verify' | 'reset' | 'set';

export async function sendAccountMail(
  queue: JobQueue,
  user: Pick<User, 'email' | 'firstName' | 'username' | 'lang' | 'product'>,
  kind: AccountMailKind,
  link: string,
): Promise<void> {
  const locale = langToLocale(user.lang);
  const brand = (findTenant(user.product) ?? MAIN_TENANT).name;
  const name = user.firstName || user.username;
  const text = `${t(locale, `email.${kind}.body`, { name, link })}\n\n${t(locale, 'email.footer', { brand })}\n`;
  await queue.enqueue('send-email', { to: user.email, subject: `${t(locale, `email.${kind}.subject`)} · ${brand}`, text });
}
