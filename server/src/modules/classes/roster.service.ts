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
import { JsonText } from '../../lib/sql-json';
import { classConflict, loadClass, OWNER, readClass, TEACHING, TEACHING_OR_COMPANY } from './class-access';
import { sendClassMail, recipientOf } from './classes-mail';
import { classesRepository } from './classes.repository';
import { assignOpenTests } from './class-tests.repository';
import { invitationsRepository } from './invitations.repository';
import { ROSTER_READ } from './roster.repository';

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
    /** Written by PostgreSQL in the statement that checks the caller (roster.repository.ts). */
    async roster(caller: Caller, classId: number): Promise<JsonText<RosterDto>> {
      const { body } = await readClass<{ body: string }>(ds, caller, classId, TEACHING_OR_COMPANY, ROSTER_READ);
      return new JsonText(body);
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
