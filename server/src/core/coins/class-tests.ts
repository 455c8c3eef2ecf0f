/**
 * Class tests are paid by the class owner (spec section 8: 402 insufficient_coins, "cannot do tests
 * for this class; contact teacher"). The class exam capability calls this in the transaction that
 * admits a student; the charge happens once per exam and student, however often it is called.
 */
import type { EntityManager } from 'typeorm';
import { ErrorCode } from '@app/shared';
import { postLedgerEntry, type LedgerResult } from './ledger';

export interface ClassTestCharge {
  ownerId: number;
  classExamId: number;
  studentId: number;
  /** Coins per student seat. */
  price: number;
  at?: Date;
}

export function chargeClassTest(m: EntityManager, c: ClassTestCharge): Promise<LedgerResult> {
  return postLedgerEntry(m, {
    userId: c.ownerId,
    type: 'test',
    amount: -c.price,
    notes: `class-exam:${c.classExamId}:student:${c.studentId}`,
    actorId: c.studentId,
    refKey: `class-exam:${c.classExamId}:student:${c.studentId}`,
    shortfall: ErrorCode.INSUFFICIENT_COINS,
    at: c.at,
  });
}
