/** OpenAPI component schemas of the enrollment DTOs (shared/src/enrollment.ts), enums from @app/shared. */
import {
  COURSE_SLUGS,
  COURSE_TYPES,
  DISCOUNT_KINDS,
  ENROLLMENT_CLASS_TYPES,
  ENROLLMENT_LIMITS as L,
  ENROLLMENT_PAYMENT_METHODS,
  ENROLLMENT_PAYMENT_STATUSES,
  ENROLLMENT_PROGRESS,
  ENROLLMENT_READ_STATUSES,
  ENROLLMENT_ROLES,
  ENROLLMENT_STATUSES,
  ENROLLMENT_TEST_NAMES,
  HEARD_FROM,
  LOCALES,
  MANDARIN_HELP,
  PAYMENT_CURRENCIES,
  TUTOR_MODES,
} from '@app/shared';
import { arr, bool, int, obj, oneOfStr, paged, ref, str, type Schema } from '../../lib/openapi';

const date = str({ format: 'date' });
const dateTime = str({ format: 'date-time' });
const nullableOf = (s: Schema): Schema => ({ ...s, nullable: true });
const text = (max: number) => nullableOf(str({ maxLength: max }));
const localized = obj({ 'en-US': str(), 'zh-CN': str(), 'zh-TW': str() });
const userRef = obj({ id: int(), username: str(), first_name: str(), last_name: str() });
const money = (description: string) => int({ minimum: 0, description: `${description} (minor units)` });

const score = obj({ test: oneOfStr(ENROLLMENT_TEST_NAMES), score: int() }, ['test', 'score']);

const step1 = obj(
  {
    course_id: int({ minimum: 1 }),
    role: oneOfStr(ENROLLMENT_ROLES),
    name: str({ maxLength: L.nameMax, description: 'first name of whoever fills the form' }),
    email: str({ format: 'email' }),
    phone: str({ description: 'at least 7 digits' }),
  },
  ['course_id', 'role', 'name', 'email', 'phone'],
);

const studentInput = obj(
  {
    name: str({ maxLength: L.nameMax }),
    email: nullableOf(str({ format: 'email' })),
    phone: text(L.phoneMax),
    home_phone: text(L.phoneMax),
    school: text(L.schoolMax),
    graduation_year: nullableOf(int({ minimum: L.graduationYearMin, maximum: L.graduationYearMax })),
    address: text(L.addressMax),
    test_scores: arr(score),
  },
  ['name'],
);
const parent = obj({ name: text(L.nameMax), email: nullableOf(str({ format: 'email' })), phone: text(L.phoneMax), home_phone: text(L.phoneMax) });
const step2 = obj({ students: { ...arr(studentInput), minItems: 1, maxItems: L.studentsMax }, parent: nullableOf(parent) }, ['students']);

const groupMember = obj({ name: str({ maxLength: L.nameMax }), contact: text(L.emailMax) }, ['name']);
const step3Fields = {
  class_type: oneOfStr(ENROLLMENT_CLASS_TYPES),
  tutor_mode: oneOfStr(TUTOR_MODES),
  previous_class: text(L.previousClassMax),
  mandarin_help: oneOfStr(MANDARIN_HELP),
  heard_from: oneOfStr(HEARD_FROM),
  heard_from_detail: text(L.heardFromDetailMax),
  referrer: nullableOf(obj({ name: str({ maxLength: L.nameMax }), contact: text(L.emailMax) }, ['name'])),
  group_members: { ...arr(groupMember), maxItems: L.groupMembersMax },
  payment_method: oneOfStr(ENROLLMENT_PAYMENT_METHODS),
  payment_currency: oneOfStr(PAYMENT_CURRENCIES, { description: 'check: TWD or USD' }),
  notes: text(L.notesMax),
};
const step3 = obj(step3Fields, ['class_type', 'tutor_mode', 'mandarin_help', 'heard_from', 'payment_method', 'payment_currency']);

const discount = obj({
  currency: oneOfStr(PAYMENT_CURRENCIES),
  lines: arr(
    obj({
      kind: oneOfStr(DISCOUNT_KINDS),
      per_student: money('off each student'),
      students: int(),
      amount: money('per_student × students'),
      group_size: int(),
    }),
  ),
  total: money('the discount'),
  referrer_bonus: money("the referring former student's bonus"),
});

const course = obj({
  id: int(),
  type: oneOfStr(COURSE_TYPES),
  title: localized,
  fee: money('fee per student'),
  currency: oneOfStr(PAYMENT_CURRENCIES),
  start_date: nullableOf(date),
  end_date: nullableOf(date),
  public_page: nullableOf(oneOfStr(COURSE_SLUGS)),
});

const student = obj({ ...(studentInput.properties as Record<string, Schema>), id: int() });

const form = obj({
  course,
  locale: oneOfStr(LOCALES),
  step: int({ minimum: 1, maximum: 3 }),
  submitted_at: nullableOf(dateTime),
  step1,
  step2: nullableOf(obj({ students: arr(student), parent })),
  step3: nullableOf(obj(step3Fields)),
  discount,
  created_at: dateTime,
  expires_at: dateTime,
});

const rowFields = {
  id: int(),
  created_at: dateTime,
  submitted_at: nullableOf(dateTime),
  course: obj({ id: int(), title: localized }),
  contact: obj({ email: str(), phone: str() }),
  role: oneOfStr(ENROLLMENT_ROLES),
  name: str(),
  students: arr(str()),
  step: oneOfStr(ENROLLMENT_PROGRESS),
  read_status: oneOfStr(ENROLLMENT_READ_STATUSES),
  status: oneOfStr(ENROLLMENT_STATUSES),
  payment_status: oneOfStr(ENROLLMENT_PAYMENT_STATUSES),
};

export const ENROLLMENT_SCHEMAS: Record<string, Schema> = {
  EnrollableCourse: course,
  EnrollmentStep1: step1,
  EnrollmentStep2: step2,
  EnrollmentStep3: step3,
  EnrollmentSubmit: obj({ captcha_key: str({ format: 'uuid' }), captcha: str() }, ['captcha_key', 'captcha']),
  EnrollmentForm: form,
  EnrollmentCreated: obj({ token: str({ description: 'the secret of the mailed link; only its hash is stored' }), form: ref('EnrollmentForm') }),
  EnrollmentRow: obj(rowFields),
  EnrollmentPage: paged(ref('EnrollmentRow')),
  EnrollmentDetail: obj({
    ...rowFields,
    form: ref('EnrollmentForm'),
    read_at: nullableOf(dateTime),
    read_by: nullableOf(userRef),
    updated_at: dateTime,
  }),
  EnrollmentPatch: obj({ status: oneOfStr(ENROLLMENT_STATUSES), payment_status: oneOfStr(ENROLLMENT_PAYMENT_STATUSES), read: bool() }),
};
