/** Rows to the shared DTOs. */
import {
  ENROLLMENT_LIMITS,
  type EnrollableCourseDto,
  type EnrollmentDetailDto,
  type EnrollmentFormDto,
  type EnrollmentProgress,
  type EnrollmentRowDto,
  type EnrollmentStudentDto,
} from '@app/shared';
import { iso } from '../../lib/dates';
import type { EnrollmentListRow, EnrollmentRow, GroupMemberRow, StudentRow } from './enrollment.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The mailed link works until then (a submitted form is read-only and stays readable). */
export const expiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + ENROLLMENT_LIMITS.tokenDays * DAY_MS);

export const progressOf = (e: { step: number; submittedAt: Date | null }): EnrollmentProgress =>
  e.submittedAt ? 'submitted' : (`step${e.step}` as EnrollmentProgress);

export const courseOf = (e: EnrollmentRow): EnrollableCourseDto => ({
  id: e.courseId,
  type: e.courseType,
  title: e.courseTitle,
  fee: e.courseFee,
  currency: e.courseCurrency,
  start_date: e.courseStartDate,
  end_date: e.courseEndDate,
  public_page: e.coursePublicPage,
});

const toStudent = (s: StudentRow): EnrollmentStudentDto => ({
  id: s.id,
  name: s.name,
  email: s.email,
  phone: s.phone,
  home_phone: s.homePhone,
  school: s.school,
  graduation_year: s.graduationYear,
  address: s.address,
  test_scores: s.testScores,
});

export function toForm(e: EnrollmentRow, students: StudentRow[], members: GroupMemberRow[]): EnrollmentFormDto {
  return {
    course: courseOf(e),
    locale: e.locale,
    step: e.step,
    submitted_at: iso(e.submittedAt),
    step1: { course_id: e.courseId, role: e.role, name: e.contactName, email: e.contactEmail, phone: e.contactPhone },
    step2:
      e.step >= 2
        ? {
            students: students.map(toStudent),
            parent: { name: e.parentName, email: e.parentEmail, phone: e.parentPhone, home_phone: e.parentHomePhone },
          }
        : null,
    step3:
      e.step >= 3 && e.classType && e.tutorMode && e.mandarinHelp && e.heardFrom && e.paymentMethod && e.paymentCurrency
        ? {
            class_type: e.classType,
            tutor_mode: e.tutorMode,
            previous_class: e.previousClass,
            mandarin_help: e.mandarinHelp,
            heard_from: e.heardFrom,
            heard_from_detail: e.heardFromDetail,
            referrer: e.referrerName ? { name: e.referrerName, contact: e.referrerContact } : null,
            group_members: members.map((m) => ({ name: m.name, contact: m.contact })),
            payment_method: e.paymentMethod,
            payment_currency: e.paymentCurrency,
            notes: e.notes,
          }
        : null,
    discount: { currency: e.discountCurrency, lines: e.discountLines, total: e.discountTotal, referrer_bonus: e.referrerBonus },
    created_at: iso(e.createdAt)!,
    expires_at: iso(expiresAt(e.createdAt))!,
  };
}

export const toRow = (r: EnrollmentListRow): EnrollmentRowDto => ({
  id: r.id,
  created_at: iso(r.createdAt)!,
  submitted_at: iso(r.submittedAt),
  course: { id: r.courseId, title: r.courseTitle },
  contact: { email: r.contactEmail, phone: r.contactPhone },
  role: r.role,
  name: r.contactName,
  students: r.students,
  step: progressOf(r),
  read_status: r.readAt ? 'read' : 'unread',
  status: r.status,
  payment_status: r.paymentStatus,
});

export function toDetail(e: EnrollmentRow, students: StudentRow[], members: GroupMemberRow[]): EnrollmentDetailDto {
  return {
    ...toRow({ ...e, students: students.map((s) => s.name) }),
    form: toForm(e, students, members),
    read_at: iso(e.readAt),
    read_by:
      e.readById !== null && e.readByUsername !== null
        ? { id: e.readById, username: e.readByUsername, first_name: e.readByFirstName ?? '', last_name: e.readByLastName ?? '' }
        : null,
    updated_at: iso(e.updatedAt)!,
  };
}
