/** Every route of the tuition module as a row (lib/route-table): path from @app/shared's TUITION_ROUTES, roles, rules, handler, doc. */
import type { Request } from 'express';
import {
  BILL_STATUSES,
  PAYMENT_CURRENCIES,
  PLACEMENT_TEST_SECONDS,
  Role,
  TUITION_LIMITS,
  TUITION_ROUTES as P,
  type BillStatus,
  type CoursePlacementTestInput,
  type InvitePlacementInput,
  type PlaceStudentInput,
  type TuitionCurrency,
  type TuitionInput,
  type TuitionPaymentInput,
} from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { arr, int, oneOfStr, paged, ref, str } from '../../lib/openapi';
import { requestLocale } from '../../lib/request-locale';
import { handle, type PathRouteRow } from '../../lib/route-table';
import { input } from '../../lib/validate';
import type { PlacementService } from './placement.service';
import type { PlacementTestService } from './placement-test.service';
import type { TuitionService } from './tuition.service';
import { screenshotUpload } from './screenshot-upload';
import * as rules from './tuition.validators';

/** The back office: admins (every enrollment), company-admins (their companies' courses' enrollments); others 403. */
const BACK_OFFICE = [Role.SuperAdmin, Role.Admin, Role.CompanyAdmin];
const ok = (schema: string, status = 200) => ({ status, schema: ref(schema) });
const id = (req: Request, name: string) => input<Record<string, number>>(req)[name];
const me = currentUser;
const without = <T>(req: Request, ...keys: string[]): T => {
  const data = { ...input<Record<string, unknown>>(req) };
  for (const k of keys) delete data[k];
  return data as T;
};

export function tuitionRoutes(placements: PlacementService, tuition: TuitionService, tests: PlacementTestService): PathRouteRow[] {
  return [
    {
      path: P.coursePlacementTest,
      method: 'put',
      roles: BACK_OFFICE,
      rules: rules.coursePlacementTestRules,
      handler: handle((req) => tests.setCourseTest(me(req), id(req, 'courseId'), without<CoursePlacementTestInput>(req, 'courseId'))),
      doc: {
        summary: `Marks a published practice or full practice as the course's placement test (${PLACEMENT_TEST_SECONDS / 3600} hours in all); 422 on target_id when it is not a published test`,
        body: ref('CoursePlacementTestInput'),
        ok: ok('CoursePlacementTest'),
      },
    },
    {
      path: P.placementInvitations,
      method: 'post',
      roles: BACK_OFFICE,
      rules: rules.inviteRules,
      handler: async (req, res) => {
        const out = await tests.invite(me(req), id(req, 'enrollmentId'), without<InvitePlacementInput>(req, 'enrollmentId'));
        res.status(out.created ? 201 : 200).json(out.dto);
      },
      doc: {
        summary:
          "Invites an enrolled student to the course's placement test (201; 200 with the invitation they have) and mails them the lock page's link, making their account from the enrollment's e-mail when there is none. 409 reasons no_placement_test, not_a_student, enrollment_not_submitted, enrollment_closed",
        body: ref('InvitePlacementInput'),
        ok: ok('PlacementInvitation', 201),
        errors: [409],
      },
    },
    {
      path: P.placementLock,
      method: 'get',
      roles: [],
      rules: rules.invitationIdRules,
      handler: handle((req) => tests.lock(me(req), id(req, 'invitationId'), requestLocale(req))),
      doc: { summary: 'The lock page (/placement/{invitationId}) for the invited student; anyone else 404', ok: ok('PlacementLock') },
    },
    {
      path: P.placementStart,
      method: 'post',
      roles: [],
      rules: rules.invitationIdRules,
      handler: async (req, res) => {
        const out = await tests.start(me(req), id(req, 'invitationId'));
        res.status(out.created ? 201 : 200).json({ attempt_id: out.attempt_id, target_type: out.target_type, target_id: out.target_id });
      },
      doc: {
        summary:
          "Starts (201) or resumes (200) the invited student's placement attempt in the runner, with a total limit of 4.5 hours. 409 reasons placement_taken, attempt_running, enrollment_closed",
        ok: ok('StartPlacement', 201),
        errors: [409],
      },
    },
    {
      path: P.arrangeClasses,
      method: 'get',
      roles: BACK_OFFICE,
      rules: [],
      handler: handle((req) => placements.classes(me(req), requestLocale(req))),
      doc: {
        summary: 'Classes the caller may place students into, with their seats left and the courses whose sessions use them',
        ok: { schema: arr(ref('ArrangeClass')) },
      },
    },
    {
      path: P.arrange,
      method: 'get',
      roles: BACK_OFFICE,
      rules: rules.enrollmentIdRules,
      handler: handle((req) => placements.arrange(me(req), id(req, 'enrollmentId'))),
      doc: { summary: "The enrollment's students and where each is placed", ok: ok('Arrange') },
    },
    {
      path: P.placements,
      method: 'post',
      roles: BACK_OFFICE,
      rules: rules.placeRules,
      handler: handle((req) => placements.place(me(req), id(req, 'enrollmentId'), without<PlaceStudentInput>(req, 'enrollmentId')), 201),
      doc: {
        summary:
          "Places an enrolled student into a class (and the roster of the course whose session uses it), making the student's account from the enrollment's e-mail when there is none; the student and the family are told. 409 reasons class_full, class_archived, course_full, already_placed, already_member, not_a_student, enrollment_not_submitted, enrollment_closed",
        body: ref('PlaceStudentInput'),
        ok: ok('Placement', 201),
        errors: [409],
      },
    },
    {
      path: P.placement,
      method: 'delete',
      roles: BACK_OFFICE,
      rules: rules.placementIdRules,
      handler: handle((req) => placements.remove(me(req), id(req, 'placementId'))),
      doc: { summary: 'Undoes a placement: frees the seat it took and the roster entry it made', errors: [409] },
    },
    {
      path: P.tuition,
      method: 'get',
      roles: BACK_OFFICE,
      rules: rules.enrollmentIdRules,
      handler: handle((req) => tuition.get(me(req), id(req, 'enrollmentId'))),
      doc: {
        summary: "The enrollment's tuition record with its payments and derived totals (a suggestion when none is saved yet)",
        ok: ok('Tuition'),
      },
    },
    {
      path: P.tuition,
      method: 'put',
      roles: BACK_OFFICE,
      rules: rules.tuitionRules,
      handler: handle((req) => tuition.save(me(req), id(req, 'enrollmentId'), without<TuitionInput>(req, 'enrollmentId'))),
      doc: {
        summary:
          'Saves the tuition record: currency, original price, the typed discount and its comment (the group and referral discounts are computed)',
        body: ref('TuitionInput'),
        ok: ok('Tuition'),
        errors: [409],
      },
    },
    {
      path: P.payments,
      method: 'post',
      roles: BACK_OFFICE,
      before: [screenshotUpload()],
      rules: rules.paymentRules,
      handler: handle(
        (req) =>
          tuition.addPayment(
            me(req),
            id(req, 'enrollmentId'),
            without<TuitionPaymentInput>(req, 'enrollmentId'),
            (req as Request & { file?: { buffer: Buffer } }).file,
          ),
        201,
      ),
      doc: {
        summary: `Records a deposit, balance or refund: JSON, or multipart with a \`screenshot\` image (at most ${TUITION_LIMITS.screenshotMaxBytes} bytes). 422 on currency when it is not the bill's`,
        body: ref('TuitionPaymentInput'),
        ok: ok('Tuition', 201),
        errors: [409, 413],
      },
    },
    {
      path: P.payment,
      method: 'delete',
      roles: BACK_OFFICE,
      rules: rules.paymentIdRules,
      handler: handle((req) => tuition.removePayment(me(req), id(req, 'paymentId'))),
      doc: { summary: 'Deletes a payment recorded by mistake', ok: ok('Tuition'), errors: [409] },
    },
    {
      path: P.screenshot,
      method: 'get',
      roles: BACK_OFFICE,
      rules: rules.paymentIdRules,
      handler: async (req, res) => {
        const f = await tuition.screenshot(me(req), id(req, 'paymentId'));
        res.type(f.mime).setHeader('X-Content-Type-Options', 'nosniff');
        res.send(f.data);
      },
      doc: { summary: "A payment's screenshot", ok: { schema: str({ format: 'binary' }) } },
    },
    {
      path: P.bill,
      method: 'get',
      roles: BACK_OFFICE,
      rules: rules.enrollmentIdRules,
      handler: async (req, res) => {
        const b = await tuition.bill(me(req), id(req, 'enrollmentId'));
        res.type('application/pdf').attachment(b.fileName).send(b.pdf);
      },
      doc: { summary: "The family's bill as PDF, in the family's language, with the tenant's header", ok: { schema: str({ format: 'binary' }) } },
    },
    {
      path: P.orders,
      method: 'get',
      roles: BACK_OFFICE,
      rules: rules.orderRules,
      handler: handle((req) => {
        const q = input<{ page?: number; per_page?: number; status?: BillStatus; currency?: TuitionCurrency; course_id?: number }>(req);
        return tuition.orders(me(req), q, requestLocale(req));
      }),
      doc: {
        summary: 'The orders: every tuition record the caller reaches, most recently changed first, with the derived status',
        query: {
          page: int({ minimum: 1 }),
          per_page: int({ minimum: 1, maximum: 100 }),
          status: oneOfStr(BILL_STATUSES),
          currency: oneOfStr(PAYMENT_CURRENCIES),
          course_id: int(),
        },
        ok: { schema: paged(ref('OrderRow')) },
      },
    },
  ];
}
