/**
 * A parent's request to follow a student (POST /bind-parent) waits for the student: a signed link mailed
 * to them in their language, and a prompt in the app, confirm or decline it. Until then the parent sees
 * nothing of the student (core/access isConfirmedParentOf).
 */
import type { DataSource } from 'typeorm';
import { ErrorCode, langToLocale, type ParentLinkRequestDto } from '@app/shared';
import { hmac, safeEqual } from '../../auth/tokens';
import type { AppConfig } from '../../config/env';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { brandOf } from '../tenants';
import { userAccounts } from '../users';
import { profilesRepository } from './profiles.repository';

/** How long the mailed link works; the in-app prompt has no end. */
export const PARENT_LINK_TTL_DAYS = 7;

export interface SignedAnswer {
  parent_id: number;
  student_id: number;
  expires: number;
  signature: string;
  accept: boolean;
}

export function parentLinksService(deps: { ds: DataSource; config: Readonly<AppConfig>; queue: JobQueue; clock: Clock }) {
  const { ds, config, queue, clock } = deps;
  const repo = profilesRepository(ds);
  const users = userAccounts(ds);
  const sign = (parentId: number, studentId: number, expires: number) => hmac(config.jwt.secret, `parent-link:${parentId}:${studentId}:${expires}`);

  async function answer(parentId: number, studentId: number, accept: boolean): Promise<void> {
    if (!(await repo.answerLink(parentId, studentId, accept))) throw notFound();
  }

  return {
    /** Mails each newly asked student a signed link to answer, in the student's language. */
    async askStudents(parentId: number, studentIds: number[]): Promise<void> {
      const parent = await users.findById(parentId);
      if (!parent) return;
      const parentName = `${parent.firstName} ${parent.lastName}`.trim() || parent.username;
      const expires = Math.floor(clock.now().getTime() / 1000) + PARENT_LINK_TTL_DAYS * 86400;
      for (const studentId of studentIds) {
        const student = await users.findById(studentId);
        if (!student) continue;
        const locale = langToLocale(student.lang);
        const brand = brandOf(student.product).name;
        const link = `${config.appUrl}/parent-link?parent=${parentId}&student=${studentId}&expires=${expires}&signature=${sign(parentId, studentId, expires)}`;
        const name = student.firstName || student.username;
        const text = `${t(locale, 'email.parentLink.body', { name, parent: parentName, email: parent.email, link, days: PARENT_LINK_TTL_DAYS })}\n\n${t(locale, 'email.footer', { brand })}\n`;
        await queue.enqueue('send-email', {
          to: student.email,
          subject: `${t(locale, 'email.parentLink.subject')} · ${brand}`,
          text,
          fromName: brand,
        });
      }
    },

    async pending(studentId: number): Promise<ParentLinkRequestDto[]> {
      return (await repo.pendingParentsOf(studentId)).map((p) => ({
        parent: { id: p.id, username: p.username, first_name: p.firstName, last_name: p.lastName },
        requested_at: p.requestedAt.toISOString(),
      }));
    },

    /** The logged-in student answers from the prompt. */
    answer,

    /** Anyone holding the mailed link answers for the student it was sent to, until it expires. */
    async answerSigned(a: SignedAnswer): Promise<void> {
      const expired = a.expires * 1000 < clock.now().getTime();
      if (expired || !safeEqual(sign(a.parent_id, a.student_id, a.expires), a.signature)) throw new AppError(ErrorCode.LINK_EXPIRED);
      await answer(a.parent_id, a.student_id, a.accept);
    },
  };
}
export type ParentLinksService = ReturnType<typeof parentLinksService>;
