/** The module's e-mails, each in its recipient's language and brand, handed to the job queue after the commit. */
import { langToLocale, localizedText, type LocalizedText } from '@app/shared';
import type { JobQueue } from '../../jobs/queue';
import { t } from '../../lib/i18n';
import { brandOf } from '../tenants';

export interface MailUser {
  email: string;
  lang: string;
  product: string;
  firstName: string | null;
  username: string;
}

/** Sends `coursesApi.email.<key>` (subject and body) to the user, the course title in their language. */
export async function sendCourseMail(
  queue: JobQueue,
  to: MailUser,
  key: 'accepted' | 'rejected',
  course: { title: LocalizedText; link: string },
): Promise<void> {
  const locale = langToLocale(to.lang);
  const brand = brandOf(to.product).name;
  const values = { name: to.firstName || to.username, brand, course: localizedText(course.title, locale), link: course.link };
  const id = `coursesApi.email.${key}`;
  const text = `${t(locale, `${id}.body`, values)}\n\n${t(locale, 'email.footer', { brand })}\n`;
  await queue.enqueue('send-email', { to: to.email, subject: `${t(locale, `${id}.subject`, values)} · ${brand}`, text });
}
