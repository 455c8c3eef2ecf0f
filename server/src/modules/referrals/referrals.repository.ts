/** Referral codes (one per user, made on first use) and referrals (one per invitee). */
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { ReferralStatus } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { pagedRows, queryRows } from '../../lib/sql';

type Db = DataSource | EntityManager;

export interface ReferralRow {
  id: number;
  status: ReferralStatus;
  createdAt: Date;
  completedAt: Date | null;
  exchanged: boolean;
  inviteeId: number | null;
  inviteeUsername: string | null;
  inviteeFirstName: string | null;
  inviteeLastName: string | null;
}

/** 8 characters without look-alikes' trouble: upper-case letters and digits (the table's CHECK). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomCode(): string {
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** What people type: trimmed, upper-cased. */
export const normalizeCode = (raw: string) => raw.trim().toUpperCase();

export function referralsRepository(db: Db) {
  return {
    /** The user's code, made on first ask. A rare collision on the unique code just tries another. */
    async codeOf(userId: number): Promise<string> {
      for (let i = 0; ; i++) {
        const [row] = await queryRows<{ code: string }>(
          db,
          `WITH ins AS (INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code)
           SELECT code FROM ins UNION ALL SELECT code FROM referral_codes WHERE user_id = $1`,
          [userId, randomCode()],
        );
        if (row) return row.code;
        if (i >= 5) throw new Error('could not make a unique referral code');
      }
    },

    ownerOf: async (code: string) =>
      (
        await queryRows<{ userId: number; username: string }>(
          db,
          `SELECT c.user_id AS "userId", u.username FROM referral_codes c JOIN users u ON u.id = c.user_id WHERE c.code = $1`,
          [code],
        )
      )[0],

    usedCodeOf: async (userId: number) =>
      (await queryRows<{ code: string | null }>(db, `SELECT referral_code_used AS code FROM users WHERE id = $1`, [userId]))[0]?.code ?? null,

    /** The referrer's users row locked (FOR NO KEY UPDATE: see core/coins): their exchanges run one at a time. */
    lockReferrer: async (userId: number) =>
      (await queryRows<{ balance: number }>(db, `SELECT balance FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]))[0],

    insertPending: (referrerId: number, inviteeId: number, code: string) =>
      db.query(`INSERT INTO referrals (referrer_id, invitee_id, code) VALUES ($1, $2, $3)`, [referrerId, inviteeId, code]),

    /** pending -> completed for the invitee; answers the referral when it changed. */
    complete: async (inviteeId: number, at: Date | null) =>
      (
        await queryRows<{ id: number }>(
          db,
          `UPDATE referrals SET status = 'completed', completed_at = COALESCE($2::timestamptz, now())
            WHERE invitee_id = $1 AND status = 'pending' RETURNING id`,
          [inviteeId, at],
        )
      )[0],

    counts: async (referrerId: number) =>
      (
        await queryRows<{ pending: number; completed: number; unexchanged: number }>(
          db,
          `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
                  count(*) FILTER (WHERE status = 'completed')::int AS completed,
                  count(*) FILTER (WHERE status = 'completed' AND exchange_entry_id IS NULL)::int AS unexchanged
             FROM referrals WHERE referrer_id = $1`,
          [referrerId],
        )
      )[0],

    /** Completed, not yet exchanged invitees, oldest first, locked for the exchange. */
    unexchangedForUpdate: (referrerId: number) =>
      queryRows<{ id: number }>(
        db,
        `SELECT id FROM referrals WHERE referrer_id = $1 AND status = 'completed' AND exchange_entry_id IS NULL
          ORDER BY completed_at, id FOR UPDATE`,
        [referrerId],
      ),

    markExchanged: (ids: number[], entryId: number) =>
      db.query(`UPDATE referrals SET exchange_entry_id = $2 WHERE id = ANY($1::int[]) AND exchange_entry_id IS NULL`, [ids, entryId]),

    page: (referrerId: number, page: Page) =>
      pagedRows<ReferralRow>(
        db,
        {
          columns: `r.id, r.status, r.created_at AS "createdAt", r.completed_at AS "completedAt", r.exchange_entry_id IS NOT NULL AS exchanged,
                    r.invitee_id AS "inviteeId", u.username AS "inviteeUsername", u.first_name AS "inviteeFirstName", u.last_name AS "inviteeLastName"`,
          from: 'referrals r LEFT JOIN users u ON u.id = r.invitee_id',
          where: 'r.referrer_id = $1',
          params: [referrerId],
          orderBy: 'r.created_at DESC, r.id DESC',
        },
        page,
      ),
  };
}
