/**
 * The family's e-mails, in the language they filled the form in and the brand they enrolled through, handed
 * to the job queue (which retries the mail) after the commit: the link back to the form when it starts, and
 * the confirmation with the students and the discount when it is submitted.
 */
import { ENROLLMENT_LIMITS, formatMinorAmount, localizedText, type EnrollableCourseDto, type EnrollmentDiscountDto, type Locale } from '@app/shared';
import type { JobQueue } from '../../jobs/queue';
import { t } from '../../lib/i18n';
import { brandOf } from '../tenants';

export interface EnrollmentMail {
  to: string;
  name: string;
  locale: Locale;
  /** The tenant's product (its brand signs the mail). */
  tenant: string;
  course: EnrollableCourseDto;
  link: string;
  students?: string[];
  discount?: EnrollmentDiscountDto;
}

/** The discount as lines of text: each kind with its arithmetic, then the total (the same figures as the pages). */
export function discountText(locale: Locale, d: EnrollmentDiscountDto): string {
  if (!d.lines.length) return t(locale, 'enrollmentApi.email.discount.none');
  const money = (n: number) => formatMinorAmount(n, d.currency);
  const lines = d.lines.map((l) =>
    t(locale, `enrollmentApi.email.discount.${l.kind}`, {
      size: l.group_size ?? l.students,
      per: money(l.per_student),
      students: l.students,
      amount: money(l.amount),
    }),
  );
  return [...lines, t(locale, 'enrollmentApi.email.discount.total', { amount: money(d.total) })].join('\n');
}

export async function sendEnrollmentMail(queue: JobQueue, key: 'started' | 'submitted', mail: EnrollmentMail): Promise<void> {
  const { locale } = mail;
  const brand = brandOf(mail.tenant).name;
  const values = {
    name: mail.name,
    brand,
    course: localizedText(mail.course.title, locale),
    link: mail.link,
    days: ENROLLMENT_LIMITS.tokenDays,
    students: (mail.students ?? []).join(locale === 'en-US' ? ', ' : '、'),
    discount: mail.discount ? discountText(locale, mail.discount) : '',
  };
  const id = `enrollmentApi.email.${key}`;
  const text = `${t(locale, `${id}.body`, values)}\n\n${t(locale, 'email.footer', { brand })}\n`;
  await queue.enqueue('send-email', { to: mail.to, subject: `${t(locale, `${id}.subject`, values)} · ${brand}`, text });
}
