/**
 * Class tests are paid by the class owner (spec section 8: 402 insufficient_coins, "cannot do tests
 * for this class; contact teacher"). The class exam capability calls this in the transaction that
 * admits a student; the charge happens once per exam, student (and attempt), however often it is called.
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
  /**
   * Which attempt of the student at this exam it pays (1, 2, ...), when the class allows several: each is
   * charged once. Without it, one charge per exam and student.
   */
  attemptNo?: number;
  at?: Date;
}

export function chargeClassTest(m: EntityManager, c: ClassTestCharge): Promise<LedgerResult> {
  const ref = `class-exam:${c.classExamId}:student:${c.studentId}${c.attemptNo ? `:attempt:${c.attemptNo}` : ''}`;
  return postLedgerEntry(m, {
    userId: c.ownerId,
    type: 'test',
    amount: -c.price,
    notes: ref,
    actorId: c.studentId,
    refKey: ref,
    shortfall: ErrorCode.INSUFFICIENT_COINS,
    at: c.at,
  });
}
