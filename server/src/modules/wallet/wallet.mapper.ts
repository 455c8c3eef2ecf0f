import { isPro, type LedgerEntryDto, type PlanDto, type WalletDto } from '@app/shared';
import type { LedgerRow, PlanRow, PlanStateRow } from './wallet.repository';

export const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toPlanDto(p: PlanRow): PlanDto {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    price: p.price,
    duration_months: p.duration_months,
    lifetime: p.duration_months === null,
    daily_full_tests: p.daily_full_tests,
    daily_section_practices: p.daily_section_practices,
    report_allowance: p.report_allowance,
  };
}

export function toLedgerEntryDto(r: LedgerRow): LedgerEntryDto {
  return { id: Number(r.id), date: iso(r.created_at)!, type: r.type, amount: r.amount, balance_after: r.balance_after, notes: r.notes };
}

/** The plan fields of a users row as @app/shared's PlanHolder. */
export const planHolder = (s: PlanStateRow) => ({
  roles: s.roles,
  proExpiredAt: s.pro_expired_at,
  takenUnlimitedExpireAt: s.taken_unlimited_expire_at,
  satPlanExpiredAt: s.sat_plan_expired_at,
});

export function toWalletDto(s: PlanStateRow, now: Date): WalletDto {
  const pro = isPro(planHolder(s), now);
  return {
    balance: s.balance,
    is_pro: pro,
    pro_expired_at: pro ? iso(s.pro_expired_at) : null,
    sat_plan_expired_at: s.sat_plan_expired_at && s.sat_plan_expired_at > now ? iso(s.sat_plan_expired_at) : null,
    report_allowance: s.report_allowance,
    pro_free_report_available: pro && !s.pro_free_used,
  };
}
