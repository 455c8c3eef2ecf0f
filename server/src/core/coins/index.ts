/**
 * Coins: the only way to move them. The ledger (one append-only row per movement, with the balance, under
 * the user's row lock), Idempotency-Key for the requests that spend or credit, and the class test's charge
 * and its refund (ready for the class capability, tested in test/core/coins.test.ts).
 */
export { postLedgerEntry, ledgerSum, EMAIL_REWARD_REF, type LedgerPosting, type LedgerResult } from './ledger';
export { withIdempotency, requestHash, idempotencyKeyOf, type IdempotencyScope, type IdempotentResult } from './idempotency';
export { idempotentRoute, type IdempotentWork } from './idempotent-route';
export { refundEntry } from './refunds';
export { chargeClassTest, type ClassTestCharge } from './class-tests';
