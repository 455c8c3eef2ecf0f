/** The student's "your work was graded" e-mail, in their language and brand, handed to the job queue. */
import { langToLocale } from '@app/shared';
import type { JobQueue } from '../../jobs/queue';
import { t } from '../../lib/i18n';
import { brandOf } from '../tenants';
import type { OrderRecord, StudentContact } from './teacher-grading.repository';

export async function sendGradedMail(queue: JobQueue, appUrl: string, student: StudentContact, order: OrderRecord): Promise<void> {
  const locale = langToLocale(student.lang);
  const brand = brandOf(student.product).name;
  const values = {
    name: student.firstName || student.username,
    test: order.testTitle,
    service: t(locale, `teacherGrading.service.${order.service}`),
    score: order.score ?? '',
    // The score report page, where the feedback is shown (client route /result/{id}).
    link: `${appUrl}/result/${order.attemptId}`,
  };
  // A review (machine-scored test) has no teacher's score to announce: it points to the comments.
  const kind = order.score === null ? 'review' : 'graded';
  const text = `${t(locale, `teacherGrading.email.${kind === 'review' ? 'reviewBody' : 'body'}`, values)}\n\n${t(locale, 'email.footer', { brand })}\n`;
  await queue.enqueue('send-email', {
    to: student.email,
    subject: `${t(locale, `teacherGrading.email.${kind === 'review' ? 'reviewSubject' : 'subject'}`, values)} · ${brand}`,
    text,
    fromName: brand,
  });
}
