/** SQL of teacher_billing and teacher_pay_rates (the payroll module is their only writer). */
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentCurrency, TeacherPayoutMethod } from '@app/shared';
import { queryRows } from '../../lib/sql';

export interface BillingRow {
  teacherId: number;
  officialName: string;
  idNumberEnc: string;
  idNumberTail: string;
  birthDate: string;
  mailingAddress: string;
  paymentMethod: TeacherPayoutMethod;
  paymentAccountEnc: string | null;
  paymentAccountTail: string | null;
  updatedAt: Date;
}

export interface RateRow {
  month: string;
  hourlyRate: number;
  currency: PaymentCurrency;
  setAt: Date;
  setBy: { id: number; username: string; firstName: string | null; lastName: string | null } | null;
}

export function billingRepository(db: DataSource | EntityManager) {
  return {
    async one(teacherId: number, lock = false): Promise<BillingRow | null> {
      const [row] = await queryRows<BillingRow>(
        db,
        `SELECT teacher_id AS "teacherId", official_name AS "officialName", id_number_enc AS "idNumberEnc", id_number_tail AS "idNumberTail",
                to_char(birth_date, 'YYYY-MM-DD') AS "birthDate", mailing_address AS "mailingAddress", payment_method AS "paymentMethod",
                payment_account_enc AS "paymentAccountEnc", payment_account_tail AS "paymentAccountTail", updated_at AS "updatedAt"
           FROM teacher_billing WHERE teacher_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
        [teacherId],
      );
      return row ?? null;
    },

    save: (b: Omit<BillingRow, 'updatedAt'>, by: number, at: Date) =>
      db.query(
        `INSERT INTO teacher_billing (teacher_id, official_name, id_number_enc, id_number_tail, birth_date, mailing_address, payment_method,
                                      payment_account_enc, payment_account_tail, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (teacher_id) DO UPDATE SET official_name = EXCLUDED.official_name, id_number_enc = EXCLUDED.id_number_enc,
           id_number_tail = EXCLUDED.id_number_tail, birth_date = EXCLUDED.birth_date, mailing_address = EXCLUDED.mailing_address,
           payment_method = EXCLUDED.payment_method, payment_account_enc = EXCLUDED.payment_account_enc,
           payment_account_tail = EXCLUDED.payment_account_tail, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
        [
          b.teacherId,
          b.officialName,
          b.idNumberEnc,
          b.idNumberTail,
          b.birthDate,
          b.mailingAddress,
          b.paymentMethod,
          b.paymentAccountEnc,
          b.paymentAccountTail,
          by,
          at,
        ],
      ),

    rates: (teacherId: number) =>
      queryRows<RateRow>(
        db,
        `SELECT to_char(r.effective_month, 'YYYY-MM') AS month, r.hourly_rate AS "hourlyRate", r.currency, r.set_at AS "setAt",
                CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name) END AS "setBy"
           FROM teacher_pay_rates r LEFT JOIN users u ON u.id = r.set_by
          WHERE r.teacher_id = $1 ORDER BY r.effective_month DESC`,
        [teacherId],
      ),

    /** Sets the rate from `month` on; answers the one it replaced for that month (null: a new month). */
    async setRate(teacherId: number, month: string, hourlyRate: number, currency: PaymentCurrency, by: number, at: Date) {
      const [before] = await queryRows<{ hourlyRate: number; currency: PaymentCurrency }>(
        db,
        `SELECT hourly_rate AS "hourlyRate", currency FROM teacher_pay_rates WHERE teacher_id = $1 AND effective_month = $2::date FOR UPDATE`,
        [teacherId, `${month}-01`],
      );
      await db.query(
        `INSERT INTO teacher_pay_rates (teacher_id, effective_month, hourly_rate, currency, set_by, set_at) VALUES ($1, $2::date, $3, $4, $5, $6)
         ON CONFLICT (teacher_id, effective_month) DO UPDATE SET hourly_rate = EXCLUDED.hourly_rate, currency = EXCLUDED.currency,
           set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
        [teacherId, `${month}-01`, hourlyRate, currency, by, at],
      );
      return before ?? null;
    },
  };
}
