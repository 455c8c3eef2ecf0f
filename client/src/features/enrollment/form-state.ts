/**
 * The form's drafts as the inputs hold them (text), to and from the API's shapes. Field keys are the server's
 * field paths (`students[1].email`), so a 422 lands on the input it is about.
 */
import {
  computeEnrollmentDiscount,
  ENROLLMENT_PAYMENT_CURRENCIES,
  isValidTestScore,
  type EnrollableCourseDto,
  type EnrollmentClassType,
  type EnrollmentDiscountDto,
  type EnrollmentFormDto,
  type EnrollmentPaymentMethod,
  type EnrollmentRole,
  type EnrollmentStep1Input,
  type EnrollmentStep2Input,
  type EnrollmentStep3Input,
  type EnrollmentTest,
  type HeardFrom,
  type MandarinHelp,
  type PaymentCurrency,
  type TutorMode,
} from '@app/shared';
import { isBlank, isEmail, isPhone } from '../../lib/validators';

export interface ScoreDraft {
  test: EnrollmentTest | '';
  score: string;
}
export interface StudentDraft {
  name: string;
  email: string;
  phone: string;
  home_phone: string;
  school: string;
  graduation_year: string;
  address: string;
  test_scores: ScoreDraft[];
}
export interface ParentDraft {
  name: string;
  email: string;
  phone: string;
  home_phone: string;
}
export interface Step1Draft {
  course_id: string;
  role: EnrollmentRole | '';
  name: string;
  email: string;
  phone: string;
}
export interface Step2Draft {
  students: StudentDraft[];
  parent: ParentDraft;
}
export interface MemberDraft {
  name: string;
  contact: string;
}
export interface Step3Draft {
  class_type: EnrollmentClassType | '';
  tutor_mode: TutorMode | '';
  previous_class: string;
  mandarin_help: MandarinHelp | '';
  heard_from: HeardFrom | '';
  heard_from_detail: string;
  referred: boolean;
  referrer_name: string;
  referrer_contact: string;
  group_members: MemberDraft[];
  payment_method: EnrollmentPaymentMethod | '';
  payment_currency: PaymentCurrency | '';
  notes: string;
}

/** Error codes the drafts check before sending (the page words them); the server checks again. */
export type DraftError = 'required' | 'email' | 'phone' | 'year' | 'score' | 'emailsRepeat' | 'currency';
export type DraftErrors = Record<string, DraftError>;

export const emptyStudent = (): StudentDraft => ({
  name: '',
  email: '',
  phone: '',
  home_phone: '',
  school: '',
  graduation_year: '',
  address: '',
  test_scores: [],
});
const emptyParent = (): ParentDraft => ({ name: '', email: '', phone: '', home_phone: '' });

const text = (v: string | null | undefined) => v ?? '';
const opt = (v: string) => (isBlank(v) ? null : v.trim());

export function step1Draft(form: EnrollmentFormDto | null, courseId?: number): Step1Draft {
  if (!form) return { course_id: courseId ? String(courseId) : '', role: '', name: '', email: '', phone: '' };
  const s = form.step1;
  return { course_id: String(s.course_id), role: s.role, name: s.name, email: s.email, phone: s.phone };
}

/**
 * Step 2 as saved, or a first draft from step 1: a student filling the form is the first student, a parent
 * is the parent (the family need not type it twice).
 */
export function step2Draft(form: EnrollmentFormDto): Step2Draft {
  if (form.step2)
    return {
      students: form.step2.students.map((s) => ({
        name: s.name,
        email: text(s.email),
        phone: text(s.phone),
        home_phone: text(s.home_phone),
        school: text(s.school),
        graduation_year: s.graduation_year ? String(s.graduation_year) : '',
        address: text(s.address),
        test_scores: s.test_scores.map((x) => ({ test: x.test, score: String(x.score) })),
      })),
      parent: {
        name: text(form.step2.parent.name),
        email: text(form.step2.parent.email),
        phone: text(form.step2.parent.phone),
        home_phone: text(form.step2.parent.home_phone),
      },
    };
  const { role, name, email, phone } = form.step1;
  return {
    students: [role === 'student' ? { ...emptyStudent(), name, email, phone } : emptyStudent()],
    parent: role === 'parent' ? { ...emptyParent(), name, email, phone } : emptyParent(),
  };
}

export function step3Draft(form: EnrollmentFormDto): Step3Draft {
  const s = form.step3;
  if (!s)
    return {
      class_type: form.course.type === 'private' ? 'private' : form.course.type === 'counselling' ? 'counselling' : 'group',
      tutor_mode: '',
      previous_class: '',
      mandarin_help: '',
      heard_from: '',
      heard_from_detail: '',
      referred: false,
      referrer_name: '',
      referrer_contact: '',
      group_members: [],
      payment_method: '',
      payment_currency: form.course.currency,
      notes: '',
    };
  return {
    class_type: s.class_type,
    tutor_mode: s.tutor_mode,
    previous_class: text(s.previous_class),
    mandarin_help: s.mandarin_help,
    heard_from: s.heard_from,
    heard_from_detail: text(s.heard_from_detail),
    referred: !!s.referrer,
    referrer_name: s.referrer?.name ?? '',
    referrer_contact: text(s.referrer?.contact),
    group_members: s.group_members.map((m) => ({ name: m.name, contact: text(m.contact) })),
    payment_method: s.payment_method,
    payment_currency: s.payment_currency,
    notes: text(s.notes),
  };
}

const YEAR = /^\d{4}$/;

export function checkStep1(d: Step1Draft): DraftErrors {
  const e: DraftErrors = {};
  if (!d.course_id) e.course_id = 'required';
  if (!d.role) e.role = 'required';
  if (isBlank(d.name)) e.name = 'required';
  if (isBlank(d.email)) e.email = 'required';
  else if (!isEmail(d.email)) e.email = 'email';
  if (isBlank(d.phone)) e.phone = 'required';
  else if (!isPhone(d.phone)) e.phone = 'phone';
  return e;
}

export function checkStep2(d: Step2Draft, role: EnrollmentRole): DraftErrors {
  const e: DraftErrors = {};
  const seen = new Set<string>();
  d.students.forEach((s, i) => {
    const at = (f: string) => `students[${i}].${f}`;
    if (isBlank(s.name)) e[at('name')] = 'required';
    if (!isBlank(s.email)) {
      if (!isEmail(s.email)) e[at('email')] = 'email';
      else if (seen.has(s.email.trim().toLowerCase())) e[at('email')] = 'emailsRepeat';
      seen.add(s.email.trim().toLowerCase());
    }
    if (!isBlank(s.phone) && !isPhone(s.phone)) e[at('phone')] = 'phone';
    if (!isBlank(s.home_phone) && !isPhone(s.home_phone)) e[at('home_phone')] = 'phone';
    if (!isBlank(s.graduation_year) && (!YEAR.test(s.graduation_year.trim()) || +s.graduation_year < 1990 || +s.graduation_year > 2100))
      e[at('graduation_year')] = 'year';
    s.test_scores.forEach((x, j) => {
      if (!x.test || !isValidTestScore(x.test, Number(x.score)) || isBlank(x.score)) e[`students[${i}].test_scores[${j}]`] = 'score';
    });
  });
  if (role === 'parent' && isBlank(d.parent.name)) e['parent.name'] = 'required';
  if (!isBlank(d.parent.email) && !isEmail(d.parent.email)) e['parent.email'] = 'email';
  if (!isBlank(d.parent.phone) && !isPhone(d.parent.phone)) e['parent.phone'] = 'phone';
  if (!isBlank(d.parent.home_phone) && !isPhone(d.parent.home_phone)) e['parent.home_phone'] = 'phone';
  return e;
}

export function checkStep3(d: Step3Draft): DraftErrors {
  const e: DraftErrors = {};
  for (const f of ['class_type', 'tutor_mode', 'mandarin_help', 'heard_from', 'payment_method', 'payment_currency'] as const)
    if (!d[f]) e[f] = 'required';
  if (d.referred && isBlank(d.referrer_name)) e['referrer.name'] = 'required';
  d.group_members.forEach((m, i) => {
    if (isBlank(m.name)) e[`group_members[${i}].name`] = 'required';
  });
  if (d.payment_method && d.payment_currency && !(ENROLLMENT_PAYMENT_CURRENCIES[d.payment_method] as readonly string[]).includes(d.payment_currency))
    e.payment_currency = 'currency';
  return e;
}

export const step1Input = (d: Step1Draft): EnrollmentStep1Input => ({
  course_id: Number(d.course_id),
  role: d.role as EnrollmentRole,
  name: d.name.trim(),
  email: d.email.trim(),
  phone: d.phone.trim(),
});

export const step2Input = (d: Step2Draft): EnrollmentStep2Input => ({
  students: d.students.map((s) => ({
    name: s.name.trim(),
    email: opt(s.email),
    phone: opt(s.phone),
    home_phone: opt(s.home_phone),
    school: opt(s.school),
    graduation_year: isBlank(s.graduation_year) ? null : Number(s.graduation_year),
    address: opt(s.address),
    test_scores: s.test_scores.map((x) => ({ test: x.test as EnrollmentTest, score: Number(x.score) })),
  })),
  parent: { name: opt(d.parent.name), email: opt(d.parent.email), phone: opt(d.parent.phone), home_phone: opt(d.parent.home_phone) },
});

export const step3Input = (d: Step3Draft): EnrollmentStep3Input => ({
  class_type: d.class_type as EnrollmentClassType,
  tutor_mode: d.tutor_mode as TutorMode,
  previous_class: opt(d.previous_class),
  mandarin_help: d.mandarin_help as MandarinHelp,
  heard_from: d.heard_from as HeardFrom,
  heard_from_detail: opt(d.heard_from_detail),
  referrer: d.referred ? { name: d.referrer_name.trim(), contact: opt(d.referrer_contact) } : null,
  group_members: d.group_members.map((m) => ({ name: m.name.trim(), contact: opt(m.contact) })),
  payment_method: d.payment_method as EnrollmentPaymentMethod,
  payment_currency: d.payment_currency as PaymentCurrency,
  notes: opt(d.notes),
});

/**
 * What the discount will be with the answers on screen, by the same shared rule the server applies when the
 * step is saved (the server's figure is the one kept; this only shows it while the family types).
 */
export const previewDiscount = (course: EnrollableCourseDto, students: number, d: Step3Draft): EnrollmentDiscountDto =>
  computeEnrollmentDiscount({
    currency: course.currency,
    students,
    group_members: d.group_members.filter((m) => !isBlank(m.name)).length,
    referred: d.referred && !isBlank(d.referrer_name),
    fee_per_student: course.fee,
  });

/** The step a resumed form opens on: the one after the last saved (the last step when all are saved). */
export const nextStep = (form: EnrollmentFormDto): 1 | 2 | 3 => (form.step >= 3 ? 3 : ((form.step + 1) as 2 | 3));

/** The course a link names: `?course_id=` or the public page slug `?course=` of an open course. */
export function courseFromQuery(courses: EnrollableCourseDto[], params: URLSearchParams): number | undefined {
  const id = Number(params.get('course_id'));
  if (Number.isInteger(id) && courses.some((c) => c.id === id)) return id;
  const slug = params.get('course');
  return slug ? courses.find((c) => c.public_page === slug)?.id : undefined;
}
