/**
 * Enrollment forms: a family's three steps and the submit (by the secret token of the mailed link), and the
 * back office's list, detail and marks. The discount is recomputed with @app/shared's rules at every save,
 * from what is stored, never from a number the client sends. Every change is in the activity log, written in
 * the change's transaction (the family has no account: actor null, the form named in details).
 */
import type { EntityManager } from 'typeorm';
import {
  ActivityAction,
  computeEnrollmentDiscount,
  ENROLLMENT_LIMITS,
  ENROLLMENT_TOKEN_PATTERN,
  ErrorCode,
  type EnrollableCourseDto,
  type EnrollmentConflictReason,
  type EnrollmentCreatedDto,
  type EnrollmentDetailDto,
  type EnrollmentFormDto,
  type EnrollmentPageDto,
  type EnrollmentPatch,
  type EnrollmentStep1Input,
  type EnrollmentStep2Input,
  type EnrollmentStep3Input,
  type Locale,
  type TenantDto,
} from '@app/shared';
import type { AppContext } from '../../context';
import { randomToken, sha256 } from '../../auth/tokens';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { toPage } from '../../lib/pagination';
import type { Caller } from '../../core/access';
import { recordActivity } from '../activity-log';
import { captchaService } from '../auth';
import { enrollableCourses } from '../courses';
import { sendEnrollmentMail } from './enrollment-mail';
import { expiresAt, toDetail, toForm, toRow } from './enrollment.mapper';
import { enrollmentRepository, type DiscountColumns, type EnrollmentRow, type ListFilters } from './enrollment.repository';

export const enrollmentConflict = (reason: EnrollmentConflictReason) =>
  new AppError(ErrorCode.CONFLICT, `enrollmentApi.conflict.${reason}`, undefined, undefined, { reason });

/** The server's discount for what is stored: the course's currency and fee, the students, the friends, the referrer. */
function discountOf(course: { fee: number; currency: EnrollmentRow['courseCurrency'] }, students: number, groupMembers: number, referred: boolean) {
  const d = computeEnrollmentDiscount({ currency: course.currency, students, group_members: groupMembers, referred, fee_per_student: course.fee });
  return { currency: d.currency, total: d.total, referrerBonus: d.referrer_bonus, lines: d.lines } satisfies DiscountColumns;
}

const hashOf = (token: string): string | null => (ENROLLMENT_TOKEN_PATTERN.test(token) ? sha256(token) : null);

export function enrollmentService(ctx: AppContext) {
  const { ds, clock, queue, config } = ctx;
  const captchas = captchaService(ds, config.captchaTestAnswer);

  /** The course if a family may still choose it (422 on course_id otherwise: it is the family's field). */
  async function openCourse(courseId: number): Promise<EnrollableCourseDto> {
    const [course] = await enrollableCourses(ctx, [courseId]);
    if (!course) throw fieldError({ course_id: 'enrollmentApi.validation.course' });
    return course;
  }

  /** The form of a token: 404 for an unknown or malformed token, and for a link past its date (unless submitted). */
  async function byToken(m: EntityManager | typeof ds, token: string, lock: boolean): Promise<EnrollmentRow> {
    const hash = hashOf(token);
    const e = hash ? await enrollmentRepository(m).byTokenHash(hash, lock) : null;
    if (!e || e.status === 'deleted') throw notFound();
    if (!e.submittedAt && expiresAt(e.createdAt).getTime() <= clock.now().getTime()) throw notFound();
    return e;
  }

  async function formOf(m: EntityManager | typeof ds, id: number, e?: EnrollmentRow): Promise<EnrollmentFormDto> {
    const repo = enrollmentRepository(m);
    const row = e ?? (await repo.byId(id))!;
    const [students, members] = await Promise.all([repo.students(row.id), repo.groupMembers(row.id)]);
    return toForm(row, students, members);
  }

  /** Recomputes the discount from the stored rows and raises the step reached. */
  async function progress(m: EntityManager, id: number, step: number): Promise<EnrollmentRow> {
    const repo = enrollmentRepository(m);
    const e = (await repo.byId(id))!;
    const [students, members] = await Promise.all([repo.students(id), repo.groupMembers(id)]);
    await repo.setProgress(id, step, discountOf({ fee: e.courseFee, currency: e.courseCurrency }, students.length, members.length, !!e.referrerName));
    return (await repo.byId(id))!;
  }

  const resumeLink = (token: string) => `${config.appUrl}/enroll/form/${token}`;

  return {
    courses: (): Promise<EnrollableCourseDto[]> => enrollableCourses(ctx),

    /** Step 1 starts a form and mails the family the link back to it. */
    async create(input: EnrollmentStep1Input, tenant: TenantDto, locale: Locale): Promise<EnrollmentCreatedDto> {
      const course = await openCourse(input.course_id);
      const token = randomToken(32);
      const form = await ds.transaction(async (m) => {
        const id = await enrollmentRepository(m).insert(
          { ...input, tokenHash: sha256(token), tenant: tenant.product, locale },
          discountOf(course, 0, 0, false),
          clock.now(),
        );
        await recordActivity(m, {
          actorId: null,
          action: ActivityAction.EnrollmentStart,
          details: { enrollment_id: id, course_id: course.id, step: 1, by: input.email },
        });
        return formOf(m, id);
      });
      await sendEnrollmentMail(queue, 'started', {
        to: input.email,
        name: input.name,
        locale,
        tenant: tenant.product,
        course,
        link: resumeLink(token),
      });
      return { token, form };
    },

    async get(token: string): Promise<EnrollmentFormDto> {
      const e = await byToken(ds, token, false);
      return formOf(ds, e.id, e);
    },

    /**
     * Saves one step. A submitted form is closed (409 already_submitted); a step needs the ones before it
     * (409 incomplete). Re-saving an earlier step keeps the later ones.
     */
    async save(token: string, step: 1 | 2 | 3, input: EnrollmentStep1Input | EnrollmentStep2Input | EnrollmentStep3Input, locale: Locale) {
      return ds.transaction(async (m) => {
        const e = await byToken(m, token, true);
        if (e.submittedAt) throw enrollmentConflict('already_submitted');
        if (step > e.step + 1) throw enrollmentConflict('incomplete');
        const repo = enrollmentRepository(m);
        const now = clock.now();
        const changed: string[] = [];
        if (step === 1) {
          const s = input as EnrollmentStep1Input;
          if (s.course_id !== e.courseId) await openCourse(s.course_id);
          await repo.saveStep1(e.id, s, locale, now);
          const before = { course_id: e.courseId, role: e.role, name: e.contactName, email: e.contactEmail, phone: e.contactPhone };
          for (const k of Object.keys(before) as (keyof typeof before)[]) if (before[k] !== s[k]) changed.push(k);
        } else if (step === 2) {
          const s = input as EnrollmentStep2Input;
          if (e.role === 'parent' && !s.parent?.name) throw fieldError({ 'parent.name': 'enrollmentApi.validation.parentName' });
          await repo.saveStep2(e.id, s, now);
          changed.push('students', 'parent');
        } else {
          await repo.saveStep3(e.id, input as EnrollmentStep3Input, now);
          changed.push('class_details');
        }
        const after = await progress(m, e.id, step);
        await recordActivity(m, {
          actorId: null,
          action: ActivityAction.EnrollmentSave,
          details: { enrollment_id: e.id, course_id: after.courseId, step, fields: changed, discount_total: after.discountTotal },
        });
        return formOf(m, e.id, after);
      });
    },

    /** The success page: the captcha, then every step must be there; the family is mailed a confirmation. */
    async submit(token: string, captcha: { captcha_key: string; captcha: string }): Promise<EnrollmentFormDto> {
      await byToken(ds, token, false);
      await captchas.consume(captcha.captcha_key, captcha.captcha);
      const form = await ds.transaction(async (m) => {
        const e = await byToken(m, token, true);
        if (e.submittedAt) throw enrollmentConflict('already_submitted');
        const repo = enrollmentRepository(m);
        const students = await repo.students(e.id);
        if (e.step < 3 || !students.length || (e.role === 'parent' && !e.parentName)) throw enrollmentConflict('incomplete');
        if (!(await enrollableCourses(ctx, [e.courseId])).length) throw enrollmentConflict('course_closed');
        await repo.submit(e.id, clock.now());
        await recordActivity(m, {
          actorId: null,
          action: ActivityAction.EnrollmentSubmit,
          details: { enrollment_id: e.id, course_id: e.courseId, students: students.length, discount_total: e.discountTotal },
        });
        return formOf(m, e.id);
      });
      const e = await byToken(ds, token, false);
      const to = [...new Set([e.contactEmail, e.parentEmail].filter((x): x is string => !!x))];
      for (const address of to)
        await sendEnrollmentMail(queue, 'submitted', {
          to: address,
          name: address === e.contactEmail ? e.contactName : (e.parentName ?? e.contactName),
          locale: e.locale,
          tenant: e.tenant,
          course: form.course,
          link: resumeLink(token),
          students: form.step2?.students.map((s) => s.name) ?? [],
          discount: form.discount,
        });
      return form;
    },

    // The back office

    async list(caller: Caller, filters: ListFilters & { page?: number; per_page?: number }): Promise<EnrollmentPageDto> {
      const page = toPage({ page: filters.page, per_page: filters.per_page ?? ENROLLMENT_LIMITS.pageSize });
      const { rows, total } = await enrollmentRepository(ds).page(caller, filters, page);
      return { data: rows.map(toRow), current_page: page.page, total };
    },

    /** Opening it marks it read (once: the first reader is kept). */
    async detail(caller: Caller, id: number): Promise<EnrollmentDetailDto> {
      return ds.transaction(async (m) => {
        const repo = enrollmentRepository(m);
        const e = await repo.reachable(caller, id, false);
        if (!e) throw notFound();
        if (!e.readAt && (await repo.markRead(id, caller.id, clock.now())))
          await recordActivity(m, {
            actorId: caller.id,
            action: ActivityAction.EnrollmentRead,
            details: { enrollment_id: id, course_id: e.courseId },
          });
        const row = (await repo.reachable(caller, id, false))!;
        const [students, members] = await Promise.all([repo.students(id), repo.groupMembers(id)]);
        return toDetail(row, students, members);
      });
    },

    /** Status, payment status, or back to unread; the log keeps each change as [before, after]. */
    async update(caller: Caller, id: number, patch: EnrollmentPatch): Promise<EnrollmentDetailDto> {
      return ds.transaction(async (m) => {
        const repo = enrollmentRepository(m);
        const e = await repo.reachable(caller, id, true);
        if (!e) throw notFound();
        const now = clock.now();
        const next = {
          status: patch.status ?? e.status,
          paymentStatus: patch.payment_status ?? e.paymentStatus,
          readAt: patch.read === undefined ? e.readAt : patch.read ? (e.readAt ?? now) : null,
          readBy: patch.read === undefined ? e.readById : patch.read ? (e.readById ?? caller.id) : null,
        };
        const changes: Record<string, [unknown, unknown]> = {};
        if (next.status !== e.status) changes.status = [e.status, next.status];
        if (next.paymentStatus !== e.paymentStatus) changes.payment_status = [e.paymentStatus, next.paymentStatus];
        if (!!next.readAt !== !!e.readAt) changes.read = [!!e.readAt, !!next.readAt];
        if (Object.keys(changes).length) {
          await repo.setMarks(id, next, now);
          await recordActivity(m, {
            actorId: caller.id,
            action: ActivityAction.EnrollmentUpdate,
            details: { enrollment_id: id, course_id: e.courseId, changes },
          });
        }
        const row = (await repo.reachable(caller, id, false))!;
        const [students, members] = await Promise.all([repo.students(id), repo.groupMembers(id)]);
        return toDetail(row, students, members);
      });
    },
  };
}
export type EnrollmentService = ReturnType<typeof enrollmentService>;
