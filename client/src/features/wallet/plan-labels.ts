import type { IntlShape } from 'react-intl';
import { PRO_GRADING_DISCOUNT_PERCENT, type PlanDto, type PlanKind } from '@app/shared';
import { planMessages as m } from './messages';

const KIND: Record<PlanKind, typeof m.kindFree> = { free: m.kindFree, sat: m.kindSat, pro: m.kindPro };

/** "1 month", "6 months", "Lifetime". */
export function planDuration(intl: IntlShape, plan: PlanDto): string {
  return plan.lifetime || plan.duration_months === null ? intl.formatMessage(m.lifetime) : intl.formatMessage(m.months, { n: plan.duration_months });
}

/** A plan card's title: "Pro · 6 months", "SAT plan · 1 month"; the free plan is just "Free". */
export function planTitle(intl: IntlShape, plan: PlanDto): string {
  const kind = intl.formatMessage(KIND[plan.kind]);
  return plan.kind === 'free' ? kind : intl.formatMessage(m.cardTitle, { kind, duration: planDuration(intl, plan) });
}

/** What a plan includes (spec section 6), as lines of text. */
export function planFeatures(intl: IntlShape, plan: PlanDto): string[] {
  const lines: string[] = [];
  if (plan.daily_full_tests === null && plan.daily_section_practices === null) {
    lines.push(intl.formatMessage(m.featureUnlimited));
  } else {
    if (plan.daily_full_tests !== null) lines.push(intl.formatMessage(m.featureDailyFull, { n: plan.daily_full_tests }));
    if (plan.daily_section_practices !== null) lines.push(intl.formatMessage(m.featureDailySection, { n: plan.daily_section_practices }));
  }
  if (plan.kind === 'pro') {
    // Pro's free report is once per member, not per purchase: it is not in report_allowance.
    lines.push(intl.formatMessage(m.featureNoAds), intl.formatMessage(m.featurePriority), intl.formatMessage(m.featureProFreeReport));
  }
  if (plan.report_allowance > 0) lines.push(intl.formatMessage(m.featureReports, { n: plan.report_allowance }));
  if (plan.kind === 'pro') lines.push(intl.formatMessage(m.featureDiscount, { percent: PRO_GRADING_DISCOUNT_PERCENT }));
  return lines;
}
