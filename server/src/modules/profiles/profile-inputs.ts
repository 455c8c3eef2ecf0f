/** Validated inputs of the profile forms (snake_case as sent) and their translation to column patches. */
import type { Lang, TeacherBillingDto } from '@app/shared';
import type { ProfileFields } from '../users';
import type { StudentProfile } from './student-profile.entity';
import type { TeacherProfile } from './teacher-profile.entity';

export interface BasicInput {
  first_name?: string;
  last_name?: string;
  timezone?: string;
  lang?: Lang;
  avatar_image_id?: number | null;
}

export interface StudentInput {
  school?: string;
  phone?: string;
  grade_level?: string | null;
  graduation_year?: number | null;
  address?: string | null;
  language_preference?: string | null;
  referral?: string | null;
  notes?: string | null;
}

export interface TeacherInput {
  college?: string;
  major?: string;
  phone?: string;
  grade_level?: string | null;
  hours_weekly?: number | null;
  subjects?: string[];
  bio?: string | null;
  billing?: TeacherBillingDto | null;
  hourly_salary?: number | null;
}

export type ChildInput = Pick<BasicInput, 'first_name' | 'last_name'> & StudentInput;

/** A blank optional text is stored as "not given". */
const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

/** Drops keys left undefined so an UPDATE touches only what was sent. */
function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const userPatch = (i: BasicInput): ProfileFields =>
  defined({ firstName: i.first_name, lastName: i.last_name, timezone: i.timezone, lang: i.lang, avatarImageId: i.avatar_image_id });

export const studentPatch = (i: StudentInput): Partial<StudentProfile> =>
  defined({
    school: i.school,
    phone: i.phone,
    gradeLevel: i.grade_level,
    graduationYear: i.graduation_year,
    address: orNull(i.address),
    languagePreference: orNull(i.language_preference),
    referral: orNull(i.referral),
    notes: orNull(i.notes),
  });

/**
 * No `id_number`: a teacher's ID number is kept only encrypted, in the payroll module's billing details
 * (docs/payroll.md); the profile no longer stores one in clear.
 */
const BILLING_KEYS = ['official_name', 'birth_date', 'mailing_address', 'payment_method'] as const;

/** Only the known billing keys are kept: the validated object may still carry whatever else the client sent. */
function billingOf(b: TeacherBillingDto | null | undefined): TeacherBillingDto | null | undefined {
  if (b === undefined || b === null) return b;
  const out: TeacherBillingDto = {};
  for (const k of BILLING_KEYS) {
    const v = (b as Record<string, unknown>)[k];
    if (typeof v === 'string' && v !== '') out[k] = v;
  }
  return out;
}

export const teacherPatch = (i: TeacherInput): Partial<TeacherProfile> =>
  defined({
    college: i.college,
    major: i.major,
    phone: i.phone,
    gradeLevel: i.grade_level,
    hoursWeekly: i.hours_weekly,
    subjects: i.subjects && [...new Set(i.subjects)],
    bio: orNull(i.bio),
    billing: billingOf(i.billing),
    hourlySalary: i.hourly_salary,
  });
