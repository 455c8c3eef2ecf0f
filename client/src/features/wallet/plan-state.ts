import type { PlanKind, WalletDto } from '@app/shared';

const isFuture = (iso: string | null) => iso !== null && new Date(iso).getTime() > Date.now();

export const satPlanActive = (wallet: WalletDto) => isFuture(wallet.sat_plan_expired_at);

/** The user already holds this kind of plan: buying it again extends it. */
export function holdsPlan(wallet: WalletDto | null, kind: PlanKind): boolean {
  if (!wallet) return false;
  if (kind === 'pro') return wallet.is_pro;
  if (kind === 'sat') return satPlanActive(wallet);
  return !wallet.is_pro && !satPlanActive(wallet);
}
