/**
 * The tuition record of an enrollment, its payments (deposit, balance, refund: each with method, currency,
 * comment and an optional screenshot), the orders list and the family's bill. Every figure is an integer in
 * minor units; the totals are derived (@app/shared tuitionTotals) and never stored. Every change is in the
 * activity log, in the change's transaction.
 */
import crypto from 'node:crypto';
import {
  ActivityAction,
  discountLinesIn,
  localizedText,
  methodTakesCurrency,
  tuitionTotals,
  type DiscountLineDto,
  type Locale,
  type OrderRowDto,
  type PagedDto,
  type TuitionCurrency,
  type TuitionDto,
  type TuitionInput,
  type TuitionPaymentDto,
  type TuitionPaymentInput,
  tuitionPath,
  type BillStatus,
} from '@app/shared';
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import type { Caller } from '../../core/access';
import { businessDay } from '../../lib/business-day';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { toPage, type PageInput } from '../../lib/pagination';
import { pagedRows } from '../../lib/sql';
import type { FileStorage } from '../../lib/storage';
import { recordActivity } from '../activity-log';
import { setEnrollmentPaymentStatus } from '../enrollment';
import { decodeImage, detectImageType } from '../images';
import { reportTheme } from '../reports';
import { brandOf } from '../tenants';
import { renderBill } from './bill.renderer';
import { assertWritable } from './placement.service';
import { PAID_SQL, reachesSql, TOTAL_SQL, tuitionRepository, type EnrollmentRow, type PaymentRow, type TuitionRecordRow } from './tuition.repository';

export interface UploadedScreenshot {
  buffer: Buffer;
}

/** The computed discount of the enrollment in `currency`: the form's own lines when it is the form's currency. */
function computedFor(e: EnrollmentRow, currency: TuitionCurrency): { lines: DiscountLineDto[]; total: number } {
  if (currency === e.discountCurrency) return { lines: e.discountLines, total: e.discountTotal };
  const lines = discountLinesIn(e.discountLines, e.studentCount, currency);
  return { lines, total: lines.reduce((a, l) => a + l.amount, 0) };
}

/** What a record would hold before an admin saves one: the course's fee for each student, in the course's currency. */
function suggestion(e: EnrollmentRow): Omit<TuitionRecordRow, 'updatedAt'> {
  const computed = computedFor(e, e.courseCurrency);
  return {
    enrollmentId: e.id,
    currency: e.courseCurrency,
    originalPrice: e.courseFee * e.studentCount,
    computedDiscount: computed.total,
    computedLines: computed.lines,
    discount: 0,
    discountComment: '',
  };
}

const toPaymentDto = (p: PaymentRow): TuitionPaymentDto => ({
  id: p.id,
  kind: p.kind,
  method: p.method,
  currency: p.currency,
  amount: p.amount,
  comment: p.comment,
  received_on: p.receivedOn,
  screenshot_url: p.screenshotKey ? `/api${tuitionPath('screenshot', { paymentId: p.id })}` : null,
  recorded_by: p.recordedBy,
  recorded_at: p.recordedAt.toISOString(),
});

function toTuitionDto(r: Omit<TuitionRecordRow, 'updatedAt'> & { updatedAt: Date | null }, payments: PaymentRow[], saved: boolean): TuitionDto {
  return {
    enrollment_id: r.enrollmentId,
    saved,
    currency: r.currency,
    original_price: r.originalPrice,
    computed_discounts: r.computedLines,
    discount: r.discount,
    discount_comment: r.discountComment,
    totals: tuitionTotals(r.originalPrice, [r.computedDiscount, r.discount], payments),
    payments: payments.map(toPaymentDto),
    updated_at: r.updatedAt ? r.updatedAt.toISOString() : null,
  };
}

const RECORD_FIELDS = ['currency', 'originalPrice', 'discount', 'discountComment'] as const;

export function tuitionService(ctx: AppContext, storage: FileStorage) {
  const { ds, clock } = ctx;

  async function reach(db: typeof ds | EntityManager, caller: Caller, id: number, lock = false): Promise<EnrollmentRow> {
    const e = await tuitionRepository(db).enrollment(caller, id, lock);
    if (!e) throw notFound();
    return e;
  }

  /** The saved record, or the suggestion saved now (a payment needs a record to count against). */
  async function ensureRecord(m: EntityManager, caller: Caller, e: EnrollmentRow): Promise<TuitionRecordRow> {
    const repo = tuitionRepository(m);
    const found = await repo.record(e.id, true);
    if (found) return found;
    const s = suggestion(e);
    await repo.upsertRecord({ ...s, by: caller.id, now: clock.now() });
    await recordActivity(m, {
      actorId: caller.id,
      action: ActivityAction.TuitionSave,
      details: { enrollment_id: e.id, created: true, currency: s.currency, original_price: s.originalPrice, computed_discount: s.computedDiscount },
    });
    return (await repo.record(e.id, true))!;
  }

  /**
   * The enrollment's payment status follows the bill (the enrollment module writes it): paid once the payments
   * cover the total, unpaid before; an admin's "cancelled" is left alone.
   */
  async function reconcile(m: EntityManager, caller: Caller, e: EnrollmentRow, dto: TuitionDto): Promise<void> {
    if (e.paymentStatus === 'cancelled') return;
    const status = dto.totals.status === 'paid' || dto.totals.status === 'overpaid' ? 'paid' : 'unpaid';
    await setEnrollmentPaymentStatus(m, caller, e.id, status, clock.now());
  }

  async function read(db: typeof ds | EntityManager, e: EnrollmentRow): Promise<TuitionDto> {
    const repo = tuitionRepository(db);
    const [record, payments] = await Promise.all([repo.record(e.id), repo.payments(e.id)]);
    return record ? toTuitionDto(record, payments, true) : toTuitionDto({ ...suggestion(e), updatedAt: null }, payments, false);
  }

  /** The screenshot checked and cleaned: a real image (decoded, re-encoded without metadata), else 422 on `screenshot`. */
  async function cleanScreenshot(file: UploadedScreenshot): Promise<{ bytes: Buffer; ext: string; mime: string }> {
    const type = detectImageType(file.buffer);
    if (!type || file.buffer.length === 0) throw fieldError({ screenshot: 'tuitionApi.validation.screenshot' });
    try {
      const { bytes } = await decodeImage(file.buffer, type);
      return { bytes, ext: type.ext, mime: type.mime };
    } catch (err) {
      if (err instanceof AppError && err.fields) throw fieldError({ screenshot: 'tuitionApi.validation.screenshot' });
      throw err;
    }
  }

  return {
    get: async (caller: Caller, enrollmentId: number) => read(ds, await reach(ds, caller, enrollmentId)),

    async save(caller: Caller, enrollmentId: number, input: TuitionInput): Promise<TuitionDto> {
      return ds.transaction(async (m) => {
        const e = await reach(m, caller, enrollmentId, true);
        assertWritable(e);
        const repo = tuitionRepository(m);
        const before = await repo.record(e.id, true);
        const payments = await repo.payments(e.id);
        if (before && before.currency !== input.currency && payments.length > 0)
          throw fieldError({ currency: 'tuitionApi.validation.currencyLocked' });
        const computed = computedFor(e, input.currency);
        if (input.discount > input.original_price) throw fieldError({ discount: 'tuitionApi.validation.discountTooHigh' });
        const next = {
          enrollmentId: e.id,
          currency: input.currency,
          originalPrice: input.original_price,
          computedDiscount: computed.total,
          computedLines: computed.lines,
          discount: input.discount,
          discountComment: (input.discount_comment ?? '').trim(),
        };
        await repo.upsertRecord({ ...next, by: caller.id, now: clock.now() });
        const changes = Object.fromEntries(
          RECORD_FIELDS.filter((k) => !before || before[k] !== next[k]).map((k) => [k, { from: before ? before[k] : null, to: next[k] }]),
        );
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.TuitionSave,
          details: { enrollment_id: e.id, created: !before, changes, computed_discount: computed.total },
        });
        const dto = await read(m, e);
        await reconcile(m, caller, e, dto);
        return dto;
      });
    },

    async addPayment(caller: Caller, enrollmentId: number, input: TuitionPaymentInput, file: UploadedScreenshot | undefined): Promise<TuitionDto> {
      if (!methodTakesCurrency(input.method, input.currency)) throw fieldError({ currency: 'tuitionApi.validation.methodCurrency' });
      const shot = file ? await cleanScreenshot(file) : null;
      const key = shot ? `tuition/${crypto.randomBytes(16).toString('hex')}.${shot.ext}` : null;
      if (shot && key) await storage.put(key, shot.bytes);
      try {
        return await ds.transaction(async (m) => {
          const e = await reach(m, caller, enrollmentId, true);
          assertWritable(e);
          const record = await ensureRecord(m, caller, e);
          // The bill's currency is the record's: a payment in another one is refused (the foreign key would too).
          if (input.currency !== record.currency) throw fieldError({ currency: 'tuitionApi.validation.paymentCurrency' });
          const now = clock.now();
          const repo = tuitionRepository(m);
          const id = await repo.insertPayment({
            enrollmentId: e.id,
            kind: input.kind,
            method: input.method,
            currency: input.currency,
            amount: input.amount,
            comment: (input.comment ?? '').trim(),
            receivedOn: input.received_on,
            screenshot: key && shot ? { key, mime: shot.mime } : null,
            by: caller.id,
            now,
          });
          await repo.touchRecord(e.id, caller.id, now);
          await recordActivity(m, {
            actorId: caller.id,
            action: ActivityAction.TuitionPaymentCreate,
            details: {
              enrollment_id: e.id,
              payment_id: id,
              kind: input.kind,
              method: input.method,
              currency: input.currency,
              amount: input.amount,
              received_on: input.received_on,
              screenshot: Boolean(key),
            },
          });
          const dto = await read(m, e);
          await reconcile(m, caller, e, dto);
          return dto;
        });
      } catch (err) {
        if (key) await storage.remove(key);
        throw err;
      }
    },

    async removePayment(caller: Caller, paymentId: number): Promise<TuitionDto> {
      let key: string | null = null;
      const dto = await ds.transaction(async (m) => {
        const repo = tuitionRepository(m);
        const found = await repo.payment(paymentId);
        if (!found) throw notFound();
        const e = await reach(m, caller, found.enrollmentId, true);
        const p = await repo.payment(paymentId);
        if (!p) throw notFound();
        assertWritable(e);
        await repo.deletePayment(p.id);
        await repo.touchRecord(e.id, caller.id, clock.now());
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.TuitionPaymentDelete,
          details: {
            enrollment_id: e.id,
            payment_id: p.id,
            kind: p.kind,
            method: p.method,
            currency: p.currency,
            amount: p.amount,
            received_on: p.receivedOn,
          },
        });
        key = p.screenshotKey;
        const out = await read(m, e);
        await reconcile(m, caller, e, out);
        return out;
      });
      if (key) await storage.remove(key);
      return dto;
    },

    async screenshot(caller: Caller, paymentId: number): Promise<{ data: Buffer; mime: string }> {
      const p = await tuitionRepository(ds).payment(paymentId);
      if (!p || !p.screenshotKey || !p.screenshotMime) throw notFound();
      await reach(ds, caller, p.enrollmentId);
      const data = await storage.get(p.screenshotKey);
      if (!data) throw notFound();
      return { data, mime: p.screenshotMime };
    },

    /** The family's bill as PDF bytes, in the family's language (the enrollment's), with the tenant's header. */
    async bill(caller: Caller, enrollmentId: number): Promise<{ pdf: Buffer; fileName: string }> {
      const e = await reach(ds, caller, enrollmentId);
      const repo = tuitionRepository(ds);
      const [tuition, students] = await Promise.all([read(ds, e), repo.students(e.id)]);
      const locale: Locale = e.locale;
      const discountLabel = (l: DiscountLineDto) =>
        t(locale, `tuitionApi.bill.discount.${l.kind}`, { students: l.students, size: l.group_size ?? l.students });
      const billNo = `B${String(e.id).padStart(6, '0')}`;
      const pdf = await renderBill(
        {
          billNo,
          issuedOn: businessDay(clock.now()),
          family: { name: e.parentName || e.contactName, email: e.parentEmail || e.contactEmail, phone: e.parentPhone || e.contactPhone },
          course: localizedText(e.courseTitle as Record<Locale, string>, locale) || null,
          students: students.map((s) => s.name),
          currency: tuition.currency,
          original: tuition.original_price,
          discounts: [
            ...tuition.computed_discounts.map((l) => ({ label: discountLabel(l), amount: l.amount })),
            ...(tuition.discount > 0
              ? [
                  {
                    label: tuition.discount_comment
                      ? t(locale, 'tuitionApi.bill.discount.extraWith', { comment: tuition.discount_comment })
                      : t(locale, 'tuitionApi.bill.discount.extra'),
                    amount: tuition.discount,
                  },
                ]
              : []),
          ],
          total: tuition.totals.total,
          payments: tuition.payments.map((p) => ({ on: p.received_on, kind: p.kind, method: p.method, amount: p.amount, comment: p.comment })),
          paid: tuition.totals.paid,
          remaining: tuition.totals.remaining,
          status: tuition.totals.status,
        },
        { locale, theme: reportTheme(brandOf(e.tenant)) },
      );
      return { pdf, fileName: `${billNo}.pdf` };
    },

    /** The orders list: every enrollment with a tuition record the caller reaches, filtered by derived status and currency. */
    async orders(
      caller: Caller,
      q: PageInput & { status?: BillStatus; currency?: TuitionCurrency; course_id?: number },
      locale: Locale,
    ): Promise<PagedDto<OrderRowDto>> {
      const params: unknown[] = [caller.id];
      const where = [`e.status <> 'deleted'`, reachesSql(caller, '$1')];
      if (q.currency) where.push(`r.currency = $${params.push(q.currency)}`);
      if (q.course_id) where.push(`e.course_id = $${params.push(q.course_id)}`);
      if (q.status) {
        const total = TOTAL_SQL;
        const paid = PAID_SQL;
        const cond = {
          unpaid: `${paid} <= 0 AND ${paid} < ${total}`,
          partly_paid: `${paid} > 0 AND ${paid} < ${total}`,
          paid: `${paid} = ${total}`,
          overpaid: `${paid} > ${total}`,
        }[q.status];
        where.push(`(${cond})`);
      }
      const page = toPage(q);
      const { rows, total } = await pagedRows<{
        enrollmentId: number;
        family: string;
        email: string;
        courseTitle: Record<Locale, string>;
        students: number;
        currency: TuitionCurrency;
        originalPrice: number;
        computedDiscount: number;
        discount: number;
        payments: { kind: 'deposit' | 'balance' | 'refund'; amount: number }[];
        lastPaymentOn: string | null;
        updatedAt: Date;
      }>(
        ds,
        {
          columns: `r.enrollment_id AS "enrollmentId", COALESCE(NULLIF(e.parent_name, ''), e.contact_name) AS family,
                    COALESCE(NULLIF(e.parent_email, ''), e.contact_email) AS email, c.title AS "courseTitle",
                    (SELECT count(*)::int FROM enrollment_students s WHERE s.enrollment_id = e.id) AS students,
                    r.currency, r.original_price AS "originalPrice", r.computed_discount AS "computedDiscount", r.discount,
                    COALESCE((SELECT jsonb_agg(jsonb_build_object('kind', x.kind, 'amount', x.amount)) FROM tuition_payments x
                               WHERE x.enrollment_id = r.enrollment_id), '[]') AS payments,
                    (SELECT to_char(max(x.received_on), 'YYYY-MM-DD') FROM tuition_payments x WHERE x.enrollment_id = r.enrollment_id) AS "lastPaymentOn",
                    r.updated_at AS "updatedAt"`,
          from: 'tuition_records r JOIN enrollments e ON e.id = r.enrollment_id JOIN courses c ON c.id = e.course_id',
          where: where.join(' AND '),
          params,
          orderBy: 'r.updated_at DESC, r.enrollment_id DESC',
        },
        page,
      );
      return {
        data: rows.map((r) => ({
          enrollment_id: r.enrollmentId,
          family: r.family,
          email: r.email,
          course: localizedText(r.courseTitle, locale) || null,
          students: r.students,
          currency: r.currency,
          totals: tuitionTotals(r.originalPrice, [r.computedDiscount, r.discount], r.payments),
          last_payment_on: r.lastPaymentOn,
          updated_at: r.updatedAt.toISOString(),
        })),
        current_page: page.page,
        total,
      };
    },
  };
}
export type TuitionService = ReturnType<typeof tuitionService>;
