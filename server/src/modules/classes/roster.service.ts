/**
 * The roster: students (active and pending), co-teachers, invitations by e-mail, approvals and removals.
 * A removed student keeps their attempts (results stay facts) but loses the class: its tests, materials
 * and pages answer them 404 from then on.
 */
import { CLASS_PAGES, type InvitationOutcome, type InviteResponse, type Locale, type RosterDto } from '@app/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import type { Caller } from '../../core/access';
import { classConflict, loadClass, OWNER, TEACHING, TEACHING_OR_COMPANY } from './class-access';
import { sendClassMail, recipientOf } from './classes-mail';
import { classesRepository, USER_REF, type UserRefRow } from './classes.repository';
import { toUserRef } from './classes.mapper';
import { assignOpenTests } from './class-tests.repository';
import { invitationsRepository } from './invitations.repository';

interface RosterRow extends UserRefRow {
  email: string;
  status: 'active' | 'pending';
  joinedAt: Date;
}

interface InviteeRow {
  id: number;
  email: string;
  lang: string;
  product: string;
  firstName: string | null;
  username: string;
}

export function rosterService(ctx: AppContext) {
  const { ds, clock } = ctx;
  return {
    async roster(caller: Caller, classId: number): Promise<RosterDto> {
      const c = await loadClass(ds, caller, classId, TEACHING_OR_COMPANY);
      // The three reads are independent: at once, on three pooled connections.
      const [students, [owner, ...teachers], invitations] = await Promise.all([
        queryRows<RosterRow>(
          ds,
          `SELECT ${USER_REF('u')}, u.email, s.status, s.joined_at AS "joinedAt"
             FROM class_students s JOIN users u ON u.id = s.user_id
            WHERE s.class_id = $1 ORDER BY s.status, lower(u.last_name), lower(u.first_name), u.id`,
          [c.id],
        ),
        classesRepository(ds).teachers(c.id),
        invitationsRepository(ds).pending(c.id),
      ]);
      const active = students.filter((s) => s.status === 'active').length;
      return {
        class_id: c.id,
        capacity: c.capacity,
        seats_left: Math.max(0, c.capacity - active),
        owner: toUserRef(owner),
        teachers: teachers.map(toUserRef),
        students: students.map((s) => ({ ...toUserRef(s), email: s.email, status: s.status, joined_at: s.joinedAt.toISOString() })),
        invitations: invitations.map((i) => ({ email: i.email, invited_at: i.invitedAt.toISOString() })),
      };
    },

    /** A pending student becomes active, if a seat is left (under the class lock, like a join). */
    async approve(caller: Caller, classId: number, userId: number): Promise<void> {
      await ds.transaction(async (m) => {
        const c = await loadClass(m, caller, classId, TEACHING, { writable: true, lock: true });
        const repo = classesRepository(m);
        if ((await repo.membership(c.id, userId)) !== 'pending') throw notFound();
        if ((await repo.activeCount(c.id)) >= c.capacity) throw classConflict('class_full');
        await repo.activateStudent(c.id, userId);
        await assignOpenTests(m, c.id, userId, clock.now());
      });
    },

    /** Removes a student or rejects a pending one. */
    async removeStudent(caller: Caller, classId: number, userId: number): Promise<void> {
      const c = await loadClass(ds, caller, classId, TEACHING, { writable: true });
      if (!(await classesRepository(ds).removeStudent(c.id, userId))) throw notFound();
    },

    async removeTeacher(caller: Caller, classId: number, userId: number): Promise<void> {
      const c = await loadClass(ds, caller, classId, OWNER, { writable: true });
      if (!(await classesRepository(ds).removeTeacher(c.id, userId))) throw notFound();
    },

    /**
     * Mails each address an invitation: to an account, the join link in its own language; to an address
     * without one, a sign-up link that comes back to the join link (in the inviting teacher's language).
     */
    async invite(caller: Caller, classId: number, emails: string[], senderLocale: Locale): Promise<InviteResponse> {
      const c = await loadClass(ds, caller, classId, TEACHING, { writable: true });
      const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
      const users = await queryRows<InviteeRow>(
        ds,
        `SELECT id, lower(email) AS email, lang, product, first_name AS "firstName", username FROM users WHERE lower(email) = ANY($1::text[])`,
        [unique],
      );
      const [teacher] = await queryRows<{ name: string }>(
        ds,
        `SELECT COALESCE(NULLIF(trim(COALESCE(first_name, '') || ' ' || COALESCE(last_name, '')), ''), username) AS name FROM users WHERE id = $1`,
        [caller.id],
      );
      const repo = classesRepository(ds);
      const results: { email: string; outcome: InvitationOutcome }[] = [];
      for (const email of unique) {
        const user = users.find((u) => u.email === email);
        if (user && (await repo.membership(c.id, user.id))) {
          results.push({ email, outcome: 'already_member' });
          continue;
        }
        const token = await invitationsRepository(ds).upsert(c.id, email, caller.id, clock.now());
        const values = { teacher: teacher.name, className: c.name, code: c.classCode };
        if (user) {
          const link = `${ctx.config.appUrl}${CLASS_PAGES.join(c.classCode, token)}`;
          await sendClassMail(ctx.queue, recipientOf(user), 'classesApi.email.invite', { ...values, link });
          results.push({ email, outcome: 'mailed_user' });
        } else {
          const link = `${ctx.config.appUrl}${CLASS_PAGES.signUpThenJoin(c.classCode, token)}`;
          await sendClassMail(ctx.queue, { email, locale: senderLocale, product: 'main', name: email }, 'classesApi.email.inviteSignup', {
            ...values,
            link,
          });
          results.push({ email, outcome: 'mailed_signup' });
        }
      }
      return { results };
    },
  };
}
export type RosterService = ReturnType<typeof rosterService>;
