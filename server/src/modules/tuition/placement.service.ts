/**
 * Placement (the arrange screen): an admin puts an enrolled student into a class. In one transaction:
 * the enrollment row is locked (placements of one family run one after the other, so the student's account
 * is made once), the account is found or made, the classes module takes the seat under the class row's lock
 * (two admins placing the last seat at once: one seat, one 409 class_full), the courses module adds the
 * student to the roster of every course whose session uses the class (409 course_full under the course
 * lock), the placement row and the activity log row are written, and the student and the parent get a notice
 * in their banner. The mails leave after the commit, in the family's language.
 *
 * A student without an account: the account is made from the enrollment's student (the student's e-mail,
 * their name, the family's language, the enrollment's tenant) with no password; the mail tells them to set
 * one through "Forgot password" with that address. A student without an e-mail cannot be placed (422).
 */
import crypto from 'node:crypto';
import {
  ActivityAction,
  ErrorCode,
  LOCALES,
  localeToLang,
  localizedText,
  Role,
  type ArrangeClassDto,
  type ArrangeDto,
  type Locale,
  type PlacementDto,
  type PlaceStudentInput,
  type TuitionConflictReason,
} from '@app/shared';
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { Caller } from '../../core/access';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import { t } from '../../lib/i18n';
import { recordActivity } from '../activity-log';
import { releasePlacementSeat, takePlacementSeat } from '../classes';
import { acceptPlacedStudent, coursesOfClass, removePlacedStudent } from '../courses';
import { notifyUser } from '../notifications';
import { brandOf } from '../tenants';
import { userAccounts, type AccountUser } from '../users';
import { placementTestRepository, toInvitationDto } from './placement-test.repository';
import { tuitionRepository, type EnrollmentRow, type EnrollmentStudentRow, type PlacementRow } from './tuition.repository';

export const tuitionConflict = (reason: TuitionConflictReason) =>
  new AppError(ErrorCode.CONFLICT, `tuitionApi.conflict.${reason}`, undefined, undefined, { reason });

/** Writes need a submitted enrollment that is not archived or cancelled. */
export function assertWritable(e: EnrollmentRow): void {
  if (!e.submittedAt) throw tuitionConflict('enrollment_not_submitted');
  if (e.status !== 'normal') throw tuitionConflict('enrollment_closed');
}

/** The reason of a conflict the classes or courses module raised, told again in the admin's words. */
function asPlacementConflict(err: unknown): unknown {
  if (err instanceof AppError && err.code === ErrorCode.CONFLICT) {
    const reason = err.details?.reason;
    if (reason === 'class_full' || reason === 'class_archived' || reason === 'course_full' || reason === 'already_member')
      return tuitionConflict(reason);
  }
  return err;
}

export const toPlacementDto = (p: PlacementRow): PlacementDto => ({
  id: p.id,
  enrollment_id: p.enrollmentId,
  enrollment_student_id: p.enrollmentStudentId,
  student_name: p.studentName,
  user_id: p.userId,
  account_created: p.accountCreated,
  class_id: p.classId,
  class_name: p.className,
  course_id: p.courseId,
  placed_at: p.placedAt.toISOString(),
  placed_by: p.placedBy,
});

/** A username for an account placement makes: the e-mail's name part, cleaned, with a short random tail. */
function usernameFrom(email: string): string {
  const base =
    email
      .split('@')[0]
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .slice(0, 20) || 'student';
  return `${base.length >= 3 ? base : `${base}stu`}-${crypto.randomBytes(3).toString('hex')}`;
}

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] } : { firstName: name.trim(), lastName: '' };
}

/** The student's account: theirs by the enrollment's e-mail, or one made now (no password). Not a student account: 409. */
export async function accountFor(m: EntityManager, e: EnrollmentRow, s: EnrollmentStudentRow): Promise<{ user: AccountUser; created: boolean }> {
  if (!s.email) throw fieldError({ enrollment_student_id: 'tuitionApi.validation.studentEmail' });
  const users = userAccounts(m);
  const found = await users.findByEmail(s.email);
  if (found) {
    if (!found.roles.includes(Role.Student)) throw tuitionConflict('not_a_student');
    return { user: found, created: false };
  }
  let username = usernameFrom(s.email);
  while (await users.usernameTaken(username)) username = usernameFrom(s.email);
  const id = await users.insert({
    username,
    email: s.email,
    passwordHash: null,
    ...splitName(s.name),
    roles: [Role.Student],
    lang: localeToLang(e.locale),
    product: e.tenant,
  });
  return { user: (await users.findById(id))!, created: true };
}

interface Told {
  email: string;
  locale: Locale;
  key: 'placedStudent' | 'placedStudentNewAccount' | 'placedParent';
  values: Record<string, string>;
  product: string;
}

export function placementService(ctx: AppContext) {
  const { ds, clock } = ctx;

  async function reach(db: typeof ds | EntityManager, caller: Caller, enrollmentId: number, lock = false): Promise<EnrollmentRow> {
    const e = await tuitionRepository(db).enrollment(caller, enrollmentId, lock);
    if (!e) throw notFound();
    return e;
  }

  /** The notice in a user's banner, in every language (the banner shows the reader's), the course's title in each. */
  async function notice(
    m: EntityManager,
    userId: number,
    key: string,
    values: Record<string, string>,
    course: Record<Locale, string>,
    link: boolean,
  ): Promise<void> {
    const text = (l: Locale) => t(l, `tuitionApi.notice.${key}`, { ...values, course: localizedText(course, l) });
    await notifyUser(m, {
      userId,
      type: 'success',
      description: Object.fromEntries(LOCALES.map((l) => [l, text(l)])),
      link: link ? { routerName: 'MyClasses', text: Object.fromEntries(LOCALES.map((l) => [l, t(l, 'tuitionApi.notice.open')])) } : null,
      days: 14,
    });
  }

  async function send(mails: Told[]): Promise<void> {
    for (const mail of mails) {
      const brand = brandOf(mail.product).name;
      const values = { ...mail.values, brand };
      const id = `tuitionApi.email.${mail.key}`;
      await ctx.queue.enqueue('send-email', {
        to: mail.email,
        subject: `${t(mail.locale, `${id}.subject`, values)} · ${brand}`,
        text: `${t(mail.locale, `${id}.body`, values)}\n\n${t(mail.locale, 'email.footer', { brand })}\n`,
        fromName: brand,
      });
    }
  }

  return {
    async arrange(caller: Caller, enrollmentId: number): Promise<ArrangeDto> {
      const e = await reach(ds, caller, enrollmentId);
      const repo = tuitionRepository(ds);
      const tests = placementTestRepository(ds);
      const [students, placements, test, invitations] = await Promise.all([
        repo.students(e.id),
        repo.placements(e.id),
        tests.courseTest(e.courseId),
        tests.invitationsOfEnrollment(e.id),
      ]);
      return {
        enrollment_id: e.id,
        family: e.parentName || e.contactName,
        course_id: e.courseId,
        placement_test: test,
        students: students.map((s) => {
          const invitation = invitations.find((i) => i.enrollmentStudentId === s.id);
          return {
            enrollment_student_id: s.id,
            name: s.name,
            email: s.email,
            placements: placements.filter((p) => p.enrollmentStudentId === s.id).map(toPlacementDto),
            placement_test: invitation ? toInvitationDto(invitation) : null,
          };
        }),
      };
    },

    async classes(caller: Caller, locale: Locale): Promise<ArrangeClassDto[]> {
      return (await tuitionRepository(ds).placeableClasses(caller)).map((k) => ({
        id: k.id,
        name: k.name,
        capacity: k.capacity,
        seats_left: Math.max(0, k.capacity - k.active),
        archived: k.archived,
        courses: k.courses.map((c) => ({ id: c.id, title: localizedText(c.title as Record<Locale, string>, locale) })),
      }));
    },

    async place(caller: Caller, enrollmentId: number, input: PlaceStudentInput): Promise<PlacementDto> {
      const { dto, mails } = await ds.transaction(async (m) => {
        const now = clock.now();
        const repo = tuitionRepository(m);
        const e = await reach(m, caller, enrollmentId, true);
        assertWritable(e);
        const student = (await repo.students(e.id)).find((s) => s.id === input.enrollment_student_id);
        if (!student) throw fieldError({ enrollment_student_id: 'tuitionApi.validation.student' });
        const cls = await repo.placeableClass(caller, input.class_id);
        if (!cls) throw fieldError({ class_id: 'tuitionApi.validation.class' });
        if (await repo.isPlaced(student.id, cls.id)) throw tuitionConflict('already_placed');

        const { user, created } = await accountFor(m, e, student);
        let seatTaken: boolean;
        let courseId: number | null = null;
        const courses = await coursesOfClass(m, cls.id);
        try {
          seatTaken = (await takePlacementSeat(m, cls.id, user.id, now)) === 'taken';
          for (const c of courses) {
            if ((await acceptPlacedStudent(m, c.id, user.id, caller.id, now)) === 'accepted') courseId ??= c.id;
          }
        } catch (err) {
          throw asPlacementConflict(err);
        }
        let id: number;
        try {
          id = await repo.insertPlacement({
            enrollmentId: e.id,
            studentId: student.id,
            userId: user.id,
            classId: cls.id,
            courseId,
            accountCreated: created,
            seatTaken,
            by: caller.id,
            now,
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw tuitionConflict('already_placed');
          throw err;
        }
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.PlacementCreate,
          targetUserId: user.id,
          details: { enrollment_id: e.id, enrollment_student_id: student.id, class_id: cls.id, course_id: courseId, account_created: created },
        });

        // Told in the app (the banner) and by mail: the student, and the family's address when it is another one.
        const courseTitle = localizedText(e.courseTitle as Record<Locale, string>, e.locale);
        const values = {
          student: student.name,
          class: cls.name,
          course: courseTitle,
          link: `${ctx.config.appUrl}/classes`,
          email: student.email!,
          reset: `${ctx.config.appUrl}/password/forgot`,
        };
        await notice(m, user.id, 'placed', values, e.courseTitle as Record<Locale, string>, true);
        const mails: Told[] = [
          { email: student.email!, locale: e.locale, key: created ? 'placedStudentNewAccount' : 'placedStudent', values, product: e.tenant },
        ];
        const familyEmail = e.parentEmail || e.contactEmail;
        if (familyEmail && familyEmail !== student.email) {
          mails.push({
            email: familyEmail,
            locale: e.locale,
            key: 'placedParent',
            values: { ...values, name: e.parentName || e.contactName },
            product: e.tenant,
          });
          const parent = await userAccounts(m).findByEmail(familyEmail);
          if (parent?.roles.includes(Role.Parent)) await notice(m, parent.id, 'placedChild', values, e.courseTitle as Record<Locale, string>, false);
        }
        const row = (await repo.placement(id))!;
        return { dto: toPlacementDto(row), mails };
      });
      await send(mails);
      return dto;
    },

    /** Undoes a placement: the seat it took and the roster entry it made go with it. */
    async remove(caller: Caller, placementId: number): Promise<void> {
      await ds.transaction(async (m) => {
        const repo = tuitionRepository(m);
        const found = await repo.placement(placementId);
        if (!found) throw notFound();
        const e = await reach(m, caller, found.enrollmentId, true);
        // Read again under the family's lock: two admins undoing it at once undo it once.
        const p = await repo.placement(placementId);
        if (!p) throw notFound();
        assertWritable(e);
        if (p.seatTaken) await releasePlacementSeat(m, p.classId, p.userId);
        if (p.courseId) await removePlacedStudent(m, p.courseId, p.userId);
        await repo.deletePlacement(p.id);
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.PlacementDelete,
          targetUserId: p.userId,
          details: { enrollment_id: e.id, enrollment_student_id: p.enrollmentStudentId, class_id: p.classId, course_id: p.courseId },
        });
      });
    },
  };
}
export type PlacementService = ReturnType<typeof placementService>;
