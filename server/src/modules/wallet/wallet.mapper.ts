import { isPro, type GradingOrderDto, type LedgerEntryDto, type PlanDto, type WalletDto } from '@app/shared';
import { iso } from '../../lib/dates';
import type { PurchasedOrderRow } from '../teacher-grading';
import type { LedgerRow, PlanRow, PlanStateRow } from './wallet.repository';

export function toPlanDto(p: PlanRow): PlanDto {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    price: p.price,
    duration_months: p.durationMonths,
    lifetime: p.durationMonths === null,
    daily_full_tests: p.dailyFullTests,
    daily_section_practices: p.dailySectionPractices,
    report_allowance: p.reportAllowance,
  };
}

export function toLedgerEntryDto(r: LedgerRow): LedgerEntryDto {
  return { id: Number(r.id), date: iso(r.createdAt)!, type: r.type, amount: r.amount, balance_after: r.balanceAfter, notes: r.notes };
}

export const toGradingOrderDto = (r: PurchasedOrderRow): GradingOrderDto => ({
  id: r.id,
  attempt_id: r.attemptId,
  service: r.service,
  price: r.price,
  list_price: r.listPrice,
  priority: r.priority,
  status: r.status,
  created_at: iso(r.createdAt)!,
});

export function toWalletDto(s: PlanStateRow, now: Date): WalletDto {
  const pro = isPro(s, now);
  return {
    balance: s.balance,
    is_pro: pro,
    pro_expired_at: pro ? iso(s.proExpiredAt) : null,
    sat_plan_expired_at: s.satPlanExpiredAt && s.satPlanExpiredAt > now ? iso(s.satPlanExpiredAt) : null,
    report_allowance: s.reportAllowance,
    pro_free_report_available: pro && !s.proFreeUsed,
  };
}
