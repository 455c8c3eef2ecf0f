/** OpenAPI component schemas of the tuition DTOs (shared/src/tuition.ts), enums from @app/shared. */
import {
  BILL_STATUSES,
  DISCOUNT_KINDS,
  PAYMENT_CURRENCIES,
  PLACEMENT_TEST_TARGETS,
  TUITION_LIMITS as L,
  TUITION_PAYMENT_KINDS,
  TUITION_PAYMENT_METHODS,
} from '@app/shared';
import { arr, bool, int, obj, oneOfStr, ref, str, type Schema } from '../../lib/openapi';

const date = str({ format: 'date' });
const dateTime = str({ format: 'date-time' });
const nullableOf = (s: Schema): Schema => ({ ...s, nullable: true });
const money = int({ minimum: 0, maximum: L.amountMax, description: 'minor units of the currency' });
const currency = oneOfStr(PAYMENT_CURRENCIES);

const placement = obj({
  id: int(),
  enrollment_id: int(),
  enrollment_student_id: int(),
  student_name: str(),
  user_id: int(),
  account_created: bool(),
  class_id: int(),
  class_name: str(),
  course_id: nullableOf(int()),
  placed_at: dateTime,
  placed_by: str(),
});

const totals = obj({
  total: int(),
  deposit: int(),
  balance: int(),
  refund: int(),
  paid: int(),
  remaining: int({ description: 'negative when the family paid too much' }),
  status: oneOfStr(BILL_STATUSES),
});

const payment = obj({
  id: int(),
  kind: oneOfStr(TUITION_PAYMENT_KINDS),
  method: oneOfStr(TUITION_PAYMENT_METHODS),
  currency,
  amount: money,
  comment: str(),
  received_on: date,
  screenshot_url: nullableOf(str()),
  recorded_by: str(),
  recorded_at: dateTime,
});

const paymentFields = {
  kind: oneOfStr(TUITION_PAYMENT_KINDS),
  method: oneOfStr(TUITION_PAYMENT_METHODS),
  currency,
  amount: int({ minimum: 1, maximum: L.amountMax }),
  comment: str({ maxLength: L.commentMax }),
  received_on: date,
};

export const TUITION_SCHEMAS: Record<string, Schema> = {
  Placement: placement,
  PlaceStudentInput: obj({ enrollment_student_id: int({ minimum: 1 }), class_id: int({ minimum: 1 }) }, ['enrollment_student_id', 'class_id']),
  Arrange: obj({
    enrollment_id: int(),
    family: str(),
    course_id: int(),
    placement_test: nullableOf(ref('CoursePlacementTest')),
    students: arr(
      obj({
        enrollment_student_id: int(),
        name: str(),
        email: nullableOf(str()),
        placements: arr(ref('Placement')),
        placement_test: nullableOf(ref('PlacementInvitation')),
      }),
    ),
  }),
  CoursePlacementTestInput: obj({ target_type: oneOfStr(PLACEMENT_TEST_TARGETS), target_id: int({ minimum: 1 }) }),
  CoursePlacementTest: obj({
    course_id: int(),
    target_type: oneOfStr(PLACEMENT_TEST_TARGETS),
    target_id: int(),
    title: str(),
    total_seconds: int(),
  }),
  InvitePlacementInput: obj({ enrollment_student_id: int({ minimum: 1 }) }),
  PlacementInvitation: obj({
    id: int(),
    enrollment_student_id: int(),
    user_id: int(),
    target_type: oneOfStr(PLACEMENT_TEST_TARGETS),
    target_id: int(),
    title: str(),
    invited_at: dateTime,
    status: oneOfStr(['invited', 'in_progress', 'finished']),
    attempt_id: nullableOf(int()),
    score: nullableOf(int()),
    finished_at: nullableOf(dateTime),
  }),
  PlacementLock: obj({
    id: int(),
    title: str(),
    course: str(),
    total_seconds: int(),
    status: oneOfStr(['invited', 'in_progress', 'finished']),
    attempt_id: nullableOf(int()),
    deadline_at: nullableOf(dateTime),
  }),
  StartPlacement: obj({ attempt_id: int(), target_type: oneOfStr(PLACEMENT_TEST_TARGETS), target_id: int() }),
  ArrangeClass: obj({
    id: int(),
    name: str(),
    capacity: int(),
    seats_left: int(),
    archived: bool(),
    courses: arr(obj({ id: int(), title: str() })),
  }),
  TuitionTotals: totals,
  TuitionPayment: payment,
  Tuition: obj({
    enrollment_id: int(),
    saved: bool(),
    currency,
    original_price: money,
    computed_discounts: arr(obj({ kind: oneOfStr(DISCOUNT_KINDS), per_student: int(), students: int(), amount: int(), group_size: int() })),
    discount: money,
    discount_comment: str(),
    totals: ref('TuitionTotals'),
    payments: arr(ref('TuitionPayment')),
    updated_at: nullableOf(dateTime),
  }),
  TuitionInput: obj({ currency, original_price: money, discount: money, discount_comment: str({ maxLength: L.commentMax }) }, [
    'currency',
    'original_price',
    'discount',
  ]),
  TuitionPaymentInput: obj(paymentFields, ['kind', 'method', 'currency', 'amount', 'received_on']),
  TuitionPaymentUpload: obj({ ...paymentFields, screenshot: str({ format: 'binary' }) }, ['kind', 'method', 'currency', 'amount', 'received_on']),
  OrderRow: obj({
    enrollment_id: int(),
    family: str(),
    email: str(),
    course: nullableOf(str()),
    students: int(),
    currency,
    totals: ref('TuitionTotals'),
    last_payment_on: nullableOf(date),
    updated_at: dateTime,
  }),
};
