/**
 * Every route of the enrollment module as a row (lib/route-table): path from @app/shared's ENROLLMENT_ROUTES,
 * roles, rules, handler, doc. The family's routes are anonymous (the token is the key) and rate-limited; the
 * back office's take admins and company-admins (the service narrows company-admins to their courses: 404).
 */
import type { Request } from 'express';
import {
  ENROLLMENT_PAYMENT_STATUSES,
  ENROLLMENT_PROGRESS,
  ENROLLMENT_READ_STATUSES,
  ENROLLMENT_ROUTES as P,
  ENROLLMENT_STATUSES,
  Role,
  type EnrollmentListQuery,
  type EnrollmentPatch,
  type EnrollmentStep1Input,
  type EnrollmentStep2Input,
  type EnrollmentStep3Input,
  type EnrollmentStudentInput,
  type EnrollmentSubmitInput,
} from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import type { RateLimitRule } from '../../config/env';
import { arr, int, oneOfStr, ref } from '../../lib/openapi';
import type { RateLimit } from '../../lib/rate-limits';
import { presentText } from '../../lib/rate-limits';
import { requestLocale } from '../../lib/request-locale';
import { handle, type PathRouteRow } from '../../lib/route-table';
import { input } from '../../lib/validate';
import type { EnrollmentService } from './enrollment.service';
import * as rules from './enrollment.validators';

const BACK_OFFICE = [Role.SuperAdmin, Role.Admin, Role.CompanyAdmin];
const ok = (schema: string, status = 200) => ({ status, schema: ref(schema) });
const token = (req: Request) => String(req.params.token);
const stepPath = (n: number) => P.step.replace(':step', String(n));

/** Only the fields each step knows, scores reduced to { test, score } (matchedData keeps a checked list whole). */
const step2Of = (b: EnrollmentStep2Input): EnrollmentStep2Input => ({
  students: b.students.map((s): EnrollmentStudentInput => ({
    name: s.name,
    email: s.email ?? null,
    phone: s.phone ?? null,
    home_phone: s.home_phone ?? null,
    school: s.school ?? null,
    graduation_year: s.graduation_year ?? null,
    address: s.address ?? null,
    test_scores: (s.test_scores ?? []).map(({ test, score }) => ({ test, score })),
  })),
  parent: b.parent
    ? { name: b.parent.name ?? null, email: b.parent.email ?? null, phone: b.parent.phone ?? null, home_phone: b.parent.home_phone ?? null }
    : null,
});
const step3Of = (b: EnrollmentStep3Input): EnrollmentStep3Input => ({
  ...b,
  referrer: b.referrer ? { name: b.referrer.name, contact: b.referrer.contact ?? null } : null,
  group_members: (b.group_members ?? []).map((m) => ({ name: m.name, contact: m.contact ?? null })),
});

export function enrollmentRoutes(service: EnrollmentService, limit: RateLimit, rl: { start: RateLimitRule; save: RateLimitRule }): PathRouteRow[] {
  const startLimit = limit({
    name: 'enrollment-start',
    rule: rl.start,
    identify: (req) => presentText((req.body as Record<string, unknown> | undefined)?.email),
  });
  const saveLimit = limit({ name: 'enrollment-save', rule: rl.save, identify: (req) => String(req.params.token ?? '') || undefined });
  // Reading a form by its link: per IP only (a family reloads freely; 256-bit tokens are not guessed).
  const readLimit = limit({ name: 'enrollment-read', rule: { ...rl.save, perIdentifier: 0 } });
  const stepRow = (n: 1 | 2 | 3, summary: string, schema: string): PathRouteRow => ({
    path: stepPath(n),
    method: 'put',
    anonymous: true,
    roles: [],
    before: saveLimit,
    rules: n === 1 ? rules.step1Rules : n === 2 ? rules.step2Rules : rules.step3Rules,
    handler: handle((req) => {
      const body = input<EnrollmentStep1Input & EnrollmentStep2Input & EnrollmentStep3Input>(req);
      const data = n === 1 ? body : n === 2 ? step2Of(body) : step3Of(body);
      return service.save(token(req), n, data, requestLocale(req));
    }),
    doc: {
      summary: `${summary}; recomputes the discount. 404 for an unknown or expired link; 409 already_submitted, incomplete (an earlier step is missing)`,
      body: ref(schema),
      ok: ok('EnrollmentForm'),
      errors: [404, 409, 429],
    },
  });

  return [
    {
      path: P.courses,
      method: 'get',
      anonymous: true,
      roles: [],
      rules: [],
      handler: handle(() => service.courses()),
      doc: {
        summary: 'The courses a family may enroll in (active, not ended, open): the form’s first question',
        ok: { schema: arr(ref('EnrollableCourse')) },
      },
    },
    {
      path: P.create,
      method: 'post',
      anonymous: true,
      roles: [],
      before: startLimit,
      rules: rules.step1Rules,
      handler: handle((req) => service.create(input<EnrollmentStep1Input>(req), req.tenant, requestLocale(req)), 201),
      doc: {
        summary:
          'Step 1 (basic info) starts a form: answers the secret token of the link mailed to the family (in the request’s language) and the form',
        body: ref('EnrollmentStep1'),
        ok: ok('EnrollmentCreated', 201),
        errors: [422, 429],
      },
    },
    {
      path: P.form,
      method: 'get',
      anonymous: true,
      roles: [],
      before: readLimit,
      rules: [],
      handler: handle((req) => service.get(token(req))),
      doc: {
        summary: 'The form of a mailed link: every step saved and the discount. 404 for an unknown or expired link',
        ok: ok('EnrollmentForm'),
        errors: [404, 429],
      },
    },
    stepRow(1, 'Saves step 1 (basic info: course, role, name, e-mail, phone)', 'EnrollmentStep1'),
    stepRow(2, 'Saves step 2 (the students, more may be added, and the parent)', 'EnrollmentStep2'),
    stepRow(3, 'Saves step 3 (class details, referrer, friends enrolling together, payment method)', 'EnrollmentStep3'),
    {
      path: P.submit,
      method: 'post',
      anonymous: true,
      roles: [],
      before: saveLimit,
      rules: rules.submitRules,
      handler: handle((req) => service.submit(token(req), input<EnrollmentSubmitInput>(req))),
      doc: {
        summary:
          'Submits the form (captcha required; the success page); the family is mailed a confirmation with the discount. 409 already_submitted, incomplete, course_closed',
        body: ref('EnrollmentSubmit'),
        ok: ok('EnrollmentForm'),
        errors: [404, 409, 422, 429],
      },
    },
    {
      path: P.list,
      method: 'get',
      roles: BACK_OFFICE,
      rules: rules.listRules,
      handler: handle((req) => service.list(currentUser(req), input<EnrollmentListQuery>(req))),
      doc: {
        summary: "Enrollment forms, newest first (admins: all; company-admins: their companies' courses); deleted ones only with status=deleted",
        query: {
          course_id: int({ minimum: 1 }),
          step: oneOfStr(ENROLLMENT_PROGRESS),
          read: oneOfStr(ENROLLMENT_READ_STATUSES),
          status: oneOfStr(ENROLLMENT_STATUSES),
          payment_status: oneOfStr(ENROLLMENT_PAYMENT_STATUSES),
          page: int({ minimum: 1 }),
          per_page: int({ minimum: 1, maximum: 100 }),
        },
        ok: ok('EnrollmentPage'),
      },
    },
    {
      path: P.detail,
      method: 'get',
      roles: BACK_OFFICE,
      rules: rules.detailRules,
      handler: handle((req) => service.detail(currentUser(req), input<{ enrollmentId: number }>(req).enrollmentId)),
      doc: { summary: 'One enrollment form with everything the family entered; opening it marks it read', ok: ok('EnrollmentDetail') },
    },
    {
      path: P.detail,
      method: 'patch',
      roles: BACK_OFFICE,
      rules: rules.patchRules,
      handler: handle((req) => {
        const { status, payment_status, read } = input<EnrollmentPatch>(req);
        return service.update(currentUser(req), input<{ enrollmentId: number }>(req).enrollmentId, { status, payment_status, read });
      }),
      doc: {
        summary: 'Sets the status, the payment status, or read/unread',
        body: ref('EnrollmentPatch'),
        ok: ok('EnrollmentDetail'),
        errors: [422],
      },
    },
  ];
}
