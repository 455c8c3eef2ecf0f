/** OpenAPI component schemas of the payroll DTOs (shared/src/payroll.ts), enums from @app/shared. */
import { ATTENDANCE_STATES, PAYMENT_CURRENCIES, PAYROLL_LIMITS as L, TEACHER_PAYOUT_METHODS } from '@app/shared';
import { arr, bool, int, obj, oneOfStr, ref, str, type Schema } from '../../lib/openapi';

const date = str({ format: 'date' });
const dateTime = str({ format: 'date-time' });
const month = str({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });
const nullableOf = (s: Schema): Schema => ({ ...s, nullable: true });
const userRef = obj({ id: int(), username: str(), first_name: str(), last_name: str() });
const localized = obj({ 'en-US': str(), 'zh-CN': str(), 'zh-TW': str() });
const currency = oneOfStr(PAYMENT_CURRENCIES);

const salaryRow = {
  teacher: userRef,
  month,
  class_minutes: int(),
  lesson_minutes: int(),
  minutes: int(),
  hourly_rate: nullableOf(int()),
  currency: nullableOf(currency),
  amount: nullableOf(int()),
  has_billing: bool(),
};

const snapshot = {
  course: obj({ id: int(), title: localized }),
  student: userRef,
  attendance: arr(obj({ kind: oneOfStr(['class', 'lesson']), date, title: str(), topic: str(), state: oneOfStr(ATTENDANCE_STATES) })),
  attendance_summary: obj(Object.fromEntries(ATTENDANCE_STATES.map((s) => [s, int()]))),
  scores: arr(obj({ date: dateTime, title: str(), score: int(), score_kind: str() })),
};

export const PAYROLL_SCHEMAS: Record<string, Schema> = {
  BillingDetailsInput: obj(
    {
      official_name: str({ maxLength: L.officialNameMax }),
      id_number: nullableOf(str({ minLength: L.idNumberMin, maxLength: L.idNumberMax })),
      birth_date: date,
      mailing_address: str({ maxLength: L.addressMax }),
      payment_method: oneOfStr(TEACHER_PAYOUT_METHODS),
      payment_account: nullableOf(str({ maxLength: L.accountMax })),
    },
    ['official_name', 'birth_date', 'mailing_address', 'payment_method'],
  ),
  PayRateInput: obj({ month, hourly_rate: int({ minimum: 0, maximum: L.hourlyRateMax }), currency }, ['month', 'hourly_rate', 'currency']),
  TeacherBilling: obj({
    teacher: userRef,
    details: nullableOf(
      obj({
        official_name: str(),
        id_number: nullableOf(str()),
        id_number_masked: str(),
        birth_date: date,
        mailing_address: str(),
        payment_method: oneOfStr(TEACHER_PAYOUT_METHODS),
        payment_account: nullableOf(str()),
        payment_account_masked: nullableOf(str()),
        updated_at: dateTime,
      }),
    ),
    rates: arr(obj({ month, hourly_rate: int(), currency, set_by: nullableOf(userRef), set_at: dateTime })),
    can_set_rate: bool(),
  }),
  SalaryMonth: obj({
    month,
    rows: arr(obj(salaryRow)),
    totals: arr(obj({ currency, amount: int(), minutes: int() })),
  }),
  Payslip: obj({
    ...salaryRow,
    lines: arr(
      obj({
        kind: oneOfStr(['class', 'lesson']),
        id: int(),
        date,
        title: str(),
        topic: str(),
        minutes: int(),
        state: nullableOf(oneOfStr(ATTENDANCE_STATES)),
      }),
    ),
  }),
  ProgressReportInput: obj({ comment: str({ maxLength: L.commentMax }) }, ['comment']),
  ProgressReport: obj({ id: int(), comment: str(), author: nullableOf(userRef), created_at: dateTime, sent_to: arr(userRef) }),
  Progress: obj({ ...snapshot, parents: arr(userRef), reports: arr(ref('ProgressReport')) }),
};
