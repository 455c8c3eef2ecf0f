/** Closes pending payments past their deadline (convenience-store codes), on the app clock. */
import type { DataSource } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { paymentsRepository } from './payments.repository';

/** How often the expiry job runs. */
export const PAYMENT_EXPIRY_INTERVAL_MS = 5 * 60_000;

export async function expireDuePayments(ds: DataSource, clock: Clock): Promise<number[]> {
  return paymentsRepository(ds).expireDue(clock.now());
}
