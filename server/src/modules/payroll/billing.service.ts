/**
 * A teacher's billing details and hourly rates. The ID number and the payment account are sealed with the
 * environment's key (lib/secret-box, AES-256-GCM) before they reach SQL; the row keeps their last four characters
 * in clear for the masked display, so company-admins never need the key's output. Every change is in the activity
 * log (which fields changed, never the values of the secret ones).
 */
import {
  ActivityAction,
  ErrorCode,
  maskTail,
  PAYROLL_LIMITS,
  type PayRateInput,
  type BillingDetailsDto,
  type BillingDetailsInput,
} from '@app/shared';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../lib/errors';
import { iso, localDateTime } from '../../lib/dates';
import { secretBox, SecretBoxError } from '../../lib/secret-box';
import { isAdmin, isCompanyAdmin, type Caller } from '../../core/access';
import { recordActivity } from '../activity-log';
import { billingRepository, type BillingRow } from './billing.repository';
import { loadTeacher, readsSecrets, type TeacherRow } from './payroll-access';
import { userRef } from './payroll.mapper';

/** Associated data of a sealed value: its table, row and field (a value moved elsewhere does not open). */
const aad = (teacherId: number, field: 'id_number' | 'payment_account') => `teacher_billing:${teacherId}:${field}`;
const tailOf = (s: string) => s.slice(-4);
/** ID numbers are kept upper-case without inner spaces (A123456789, not "a 123 456 789"). */
export const normalizeIdNumber = (s: string) => s.trim().replace(/\s+/g, '').toUpperCase();

export function billingService(ctx: AppContext) {
  const { ds, clock, logger } = ctx;
  const box = ctx.config.secretKey ? secretBox(ctx.config.secretKey.key) : null;
  /** The box, or 503 when this server has no key (production without PAYROLL_ENCRYPTION_KEY). */
  const sealer = () => {
    if (!box) throw new AppError(ErrorCode.ENCRYPTION_KEY_MISSING);
    return box;
  };

  /** The secret in clear, or null when it does not open with this key (logged: the key was changed or lost) or there is no key. */
  function openOrNull(sealed: string, teacherId: number, field: 'id_number' | 'payment_account'): string | null {
    if (!box) return null;
    try {
      return box.open(sealed, aad(teacherId, field));
    } catch (err) {
      if (!(err instanceof SecretBoxError)) throw err;
      logger.error({ teacherId, field }, 'a billing secret does not open with PAYROLL_ENCRYPTION_KEY');
      return null;
    }
  }

  async function dto(caller: Caller, teacher: TeacherRow, full: boolean, b: BillingRow | null): Promise<BillingDetailsDto> {
    const rates = await billingRepository(ds).rates(teacher.id);
    return {
      teacher: userRef(teacher),
      details: b && {
        official_name: b.officialName,
        id_number: full ? openOrNull(b.idNumberEnc, teacher.id, 'id_number') : null,
        id_number_masked: maskTail(b.idNumberTail),
        birth_date: b.birthDate,
        mailing_address: b.mailingAddress,
        payment_method: b.paymentMethod,
        payment_account: full && b.paymentAccountEnc ? openOrNull(b.paymentAccountEnc, teacher.id, 'payment_account') : null,
        payment_account_masked: b.paymentAccountTail ? maskTail(b.paymentAccountTail) : null,
        updated_at: iso(b.updatedAt)!,
      },
      rates: rates.map((r) => ({
        month: r.month,
        hourly_rate: r.hourlyRate,
        currency: r.currency,
        set_by: r.setBy && userRef(r.setBy),
        set_at: iso(r.setAt)!,
      })),
      can_set_rate: isAdmin(caller) || isCompanyAdmin(caller),
    };
  }

  /** Birth dates: a real past day at least PAYROLL_LIMITS.minAgeYears years ago (GMT+8), from 1900 on. */
  function checkBirthDate(day: string): void {
    const today = localDateTime(clock.now(), 'Asia/Taipei').slice(0, 10);
    const latest = `${Number(today.slice(0, 4)) - PAYROLL_LIMITS.minAgeYears}${today.slice(4)}`;
    if (day < '1900-01-01' || day > latest) throw fieldError({ birth_date: 'payrollApi.validation.birthDate' });
  }

  return {
    async get(caller: Caller, teacherId: number): Promise<BillingDetailsDto> {
      const { teacher, standing } = await loadTeacher(ds, caller, teacherId);
      return dto(caller, teacher, readsSecrets(caller, standing), await billingRepository(ds).one(teacher.id));
    },

    async save(caller: Caller, teacherId: number, input: BillingDetailsInput): Promise<BillingDetailsDto> {
      checkBirthDate(input.birth_date);
      const { teacher, standing } = await loadTeacher(ds, caller, teacherId);
      const saved = await ds.transaction(async (m) => {
        const repo = billingRepository(m);
        const before = await repo.one(teacher.id, true);
        const idNumber = input.id_number ? normalizeIdNumber(input.id_number) : null;
        if (!idNumber && !before) throw fieldError({ id_number: 'payrollApi.validation.idNumberRequired' });
        const account = input.payment_account === undefined ? undefined : (input.payment_account ?? '').trim();
        const next: Omit<BillingRow, 'updatedAt'> = {
          teacherId: teacher.id,
          officialName: input.official_name.trim(),
          idNumberEnc: idNumber ? sealer().seal(idNumber, aad(teacher.id, 'id_number')) : before!.idNumberEnc,
          idNumberTail: idNumber ? tailOf(idNumber) : before!.idNumberTail,
          birthDate: input.birth_date,
          mailingAddress: input.mailing_address.trim(),
          paymentMethod: input.payment_method,
          paymentAccountEnc:
            account === undefined ? (before?.paymentAccountEnc ?? null) : account ? sealer().seal(account, aad(teacher.id, 'payment_account')) : null,
          paymentAccountTail: account === undefined ? (before?.paymentAccountTail ?? null) : account ? tailOf(account) : null,
        };
        const changed: string[] = [];
        if (!before || before.officialName !== next.officialName) changed.push('official_name');
        if (idNumber && (!before || openOrNull(before.idNumberEnc, teacher.id, 'id_number') !== idNumber)) changed.push('id_number');
        if (!before || before.birthDate !== next.birthDate) changed.push('birth_date');
        if (!before || before.mailingAddress !== next.mailingAddress) changed.push('mailing_address');
        if (!before || before.paymentMethod !== next.paymentMethod) changed.push('payment_method');
        if (
          account !== undefined &&
          (before?.paymentAccountEnc ? openOrNull(before.paymentAccountEnc, teacher.id, 'payment_account') : '') !== account
        )
          changed.push('payment_account');
        await repo.save(next, caller.id, clock.now());
        if (changed.length) {
          await recordActivity(m, {
            actorId: caller.id,
            action: ActivityAction.TeacherBillingUpdate,
            targetUserId: teacher.id,
            details: {
              teacher_id: teacher.id,
              changed,
              created: !before,
              // The clear fields' before and after; the secrets only as "changed".
              ...(changed.includes('payment_method') ? { payment_method: { from: before?.paymentMethod ?? null, to: next.paymentMethod } } : {}),
            },
          });
        }
        return repo.one(teacher.id);
      });
      return dto(caller, teacher, readsSecrets(caller, standing), saved);
    },

    async setRate(caller: Caller, teacherId: number, input: PayRateInput): Promise<BillingDetailsDto> {
      const { teacher, standing } = await loadTeacher(ds, caller, teacherId);
      await ds.transaction(async (m) => {
        const before = await billingRepository(m).setRate(teacher.id, input.month, input.hourly_rate, input.currency, caller.id, clock.now());
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.TeacherRateSet,
          targetUserId: teacher.id,
          details: {
            teacher_id: teacher.id,
            month: input.month,
            from: before && { hourly_rate: before.hourlyRate, currency: before.currency },
            to: { hourly_rate: input.hourly_rate, currency: input.currency },
          },
        });
      });
      return dto(caller, teacher, readsSecrets(caller, standing), await billingRepository(ds).one(teacher.id));
    },
  };
}
export type BillingService = ReturnType<typeof billingService>;
