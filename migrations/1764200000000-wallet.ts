import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coins, plans, unlocks, referrals and payments. users.balance (CHECK >= 0) is only changed together
 * with a ledger row, in one transaction under the user's row lock (server/src/modules/wallet/ledger.ts).
 * The ledger is append-only (a trigger refuses UPDATE and DELETE). Every reward or credit that must
 * happen once carries a `ref_key` (e.g. `payment:12`, `referral:7`), unique per user and type, so a
 * retry, a replayed webhook or a race cannot pay twice even if the code had a bug.
 */
export class Wallet1764200000000 implements MigrationInterface {
  name = 'Wallet1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // The SAT plan (3 full tests a day) and score reports a user may unlock without coins.
    await q.query(`ALTER TABLE users ADD COLUMN sat_plan_expired_at timestamptz`);
    await q.query(`ALTER TABLE users ADD COLUMN report_allowance integer NOT NULL DEFAULT 0 CHECK (report_allowance >= 0)`);

    await q.query(`
      CREATE TABLE ledger_entries (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        type text NOT NULL CHECK (type IN ('purchase', 'deposit', 'email_verification_reward', 'refund',
                                           'admin_deposit', 'admin_deduction', 'test', 'referral_bonus')),
        amount integer NOT NULL CHECK (amount <> 0),
        balance_after integer NOT NULL CHECK (balance_after >= 0),
        notes text,
        actor_id integer REFERENCES users(id) ON DELETE SET NULL,
        idempotency_key text,
        ref_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Credits are positive, spending negative; a refund gives back.
        CONSTRAINT ledger_sign CHECK (
          (type IN ('deposit', 'email_verification_reward', 'refund', 'admin_deposit', 'referral_bonus') AND amount > 0) OR
          (type IN ('purchase', 'admin_deduction', 'test') AND amount < 0)),
        -- The e-mail reward is once per user: its key is fixed, so the unique index below allows one.
        CONSTRAINT ledger_email_reward_once CHECK (type <> 'email_verification_reward' OR ref_key = 'email-verification'),
        CONSTRAINT ledger_referral_bonus_keyed CHECK (type <> 'referral_bonus' OR ref_key IS NOT NULL),
        CONSTRAINT ledger_deposit_keyed CHECK (type <> 'deposit' OR ref_key IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX ledger_once_uq ON ledger_entries (user_id, type, ref_key) WHERE ref_key IS NOT NULL`);
    await q.query(`CREATE INDEX ledger_user_idx ON ledger_entries (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX ledger_created_idx ON ledger_entries (created_at DESC, id DESC)`);
    await q.query(`
      CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entries is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only()`);

    // First result of a spending or crediting request, replayed for retries with the same key.
    await q.query(`
      CREATE TABLE idempotency_keys (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        request_hash text NOT NULL,
        status integer NOT NULL,
        -- json, not jsonb: keeps the body byte-for-byte (key order) for replays.
        body json NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`);

    await q.query(`
      CREATE TABLE plans (
        id serial PRIMARY KEY,
        code text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('free', 'sat', 'pro')),
        price integer NOT NULL CHECK (price >= 0),
        duration_months integer CHECK (duration_months IN (1, 6, 12)),
        daily_full_tests integer CHECK (daily_full_tests >= 0),
        daily_section_practices integer CHECK (daily_section_practices >= 0),
        report_allowance integer NOT NULL DEFAULT 0 CHECK (report_allowance >= 0),
        position integer NOT NULL,
        active boolean NOT NULL DEFAULT true,
        -- Only pro may be lifetime; the free plan is not bought.
        CHECK (kind = 'pro' OR (kind = 'free') = (duration_months IS NULL))
      )`);
    // Spec section 9: prices 0, 20, 40, 60, 120, 200, 240; 1, 6, 12 months or lifetime (null).
    await q.query(`
      INSERT INTO plans (code, kind, price, duration_months, daily_full_tests, daily_section_practices, report_allowance, position) VALUES
        ('free',         'free',   0, NULL,    2,    5, 0, 1),
        ('sat-1m',       'sat',   20,    1,    3,    5, 1, 2),
        ('pro-1m',       'pro',   40,    1, NULL, NULL, 0, 3),
        ('sat-6m',       'sat',   60,    6,    3,    5, 3, 4),
        ('pro-6m',       'pro',  120,    6, NULL, NULL, 0, 5),
        ('pro-12m',      'pro',  200,   12, NULL, NULL, 0, 6),
        ('pro-lifetime', 'pro',  240, NULL, NULL, NULL, 0, 7)`);

    await q.query(`
      CREATE TABLE plan_purchases (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        plan_id integer NOT NULL REFERENCES plans(id) ON DELETE RESTRICT,
        price integer NOT NULL CHECK (price >= 0),
        ledger_entry_id bigint UNIQUE REFERENCES ledger_entries(id),
        expires_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX plan_purchases_user_idx ON plan_purchases (user_id, created_at DESC)`);

    // One unlock per attempt, ever: the primary key is the "exactly once". pro_free is pro's one free
    // score report (spec section 6), once per user by the partial unique index.
    await q.query(`
      CREATE TABLE report_unlocks (
        attempt_id integer PRIMARY KEY REFERENCES attempts(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        method text NOT NULL CHECK (method IN ('coins', 'allowance', 'pro_free')),
        ledger_entry_id bigint UNIQUE REFERENCES ledger_entries(id),
        created_at timestamptz NOT NULL,
        CONSTRAINT report_unlocks_paid CHECK ((method = 'coins') = (ledger_entry_id IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX report_unlocks_pro_free_uq ON report_unlocks (user_id) WHERE method = 'pro_free'`);

    await q.query(`
      CREATE TABLE grading_orders (
        id serial PRIMARY KEY,
        attempt_id integer NOT NULL REFERENCES attempts(id) ON DELETE RESTRICT,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        service text NOT NULL CHECK (service IN ('score', 'simple_comments', 'vip_comments')),
        list_price integer NOT NULL CHECK (list_price > 0),
        price integer NOT NULL CHECK (price > 0 AND price <= list_price),
        priority boolean NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'graded', 'cancelled')),
        ledger_entry_id bigint NOT NULL UNIQUE REFERENCES ledger_entries(id),
        created_at timestamptz NOT NULL
      )`);
    // One open grading request per attempt.
    await q.query(`CREATE UNIQUE INDEX grading_orders_attempt_uq ON grading_orders (attempt_id) WHERE status <> 'cancelled'`);
    await q.query(`CREATE INDEX grading_orders_user_idx ON grading_orders (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE referral_codes (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{8}$')
      )`);
    await q.query(`
      CREATE TABLE referrals (
        id serial PRIMARY KEY,
        referrer_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        invitee_id integer UNIQUE REFERENCES users(id) ON DELETE SET NULL,
        code text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'invalid')),
        completed_at timestamptz,
        -- The referrer's exchange that consumed this invitee (2 per REFERRER_PAIR_BONUS).
        exchange_entry_id bigint REFERENCES ledger_entries(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (referrer_id <> invitee_id),
        CHECK ((status = 'completed') = (completed_at IS NOT NULL)),
        CHECK (exchange_entry_id IS NULL OR status = 'completed')
      )`);
    await q.query(`CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE payments (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        provider text NOT NULL CHECK (provider IN ('bank_transfer', 'check', 'cash', 'card', 'convenience_store')),
        currency text NOT NULL CHECK (currency IN ('TWD', 'RMB', 'USD')),
        coins integer NOT NULL CHECK (coins > 0),
        amount integer NOT NULL CHECK (amount > 0),
        fee integer NOT NULL CHECK (fee >= 0),
        total integer NOT NULL CHECK (total = amount + fee),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'expired', 'cancelled')),
        external_id text UNIQUE,
        checkout_url text,
        payment_code text UNIQUE,
        expires_at timestamptz,
        confirmed_at timestamptz,
        confirmed_by integer REFERENCES users(id) ON DELETE SET NULL,
        ledger_entry_id bigint UNIQUE REFERENCES ledger_entries(id),
        created_at timestamptz NOT NULL,
        CHECK ((status = 'paid') = (ledger_entry_id IS NOT NULL AND confirmed_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX payments_status_idx ON payments (status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX payments_expiry_idx ON payments (expires_at) WHERE status = 'pending' AND expires_at IS NOT NULL`);

    // Provider events already handled: a replayed webhook finds its id here and does nothing.
    await q.query(`
      CREATE TABLE webhook_events (
        provider text NOT NULL,
        event_id text NOT NULL,
        type text NOT NULL,
        payment_id integer REFERENCES payments(id) ON DELETE SET NULL,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'webhook_events',
      'payments',
      'referrals',
      'referral_codes',
      'grading_orders',
      'report_unlocks',
      'plan_purchases',
      'plans',
      'idempotency_keys',
      'ledger_entries',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
    await q.query(`DROP FUNCTION ledger_entries_append_only()`);
    await q.query(`ALTER TABLE users DROP COLUMN report_allowance`);
    await q.query(`ALTER TABLE users DROP COLUMN sat_plan_expired_at`);
  }
}
