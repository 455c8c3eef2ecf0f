import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's activity log (every admin action and every sign-in), soft deletion of accounts, and the
 * smallest company membership the company-admin needs to remove "their" users (the schema had none),
 * plus the date indexes the admin analytics scan.
 *
 * Deleting an account anonymises it and sets deleted_at instead of removing the row: the coin ledger,
 * the attempts behind the analytics and this log all keep pointing at a real user id. The log's own
 * references are SET NULL anyway, so a hard delete elsewhere can never take the history with it.
 */
export class ActivityLog1764300000000 implements MigrationInterface {
  name = 'ActivityLog1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN deleted_at timestamptz`);

    await q.query(`
      CREATE TABLE activity_log (
        id bigserial PRIMARY KEY,
        actor_id integer REFERENCES users(id) ON DELETE SET NULL,
        action text NOT NULL CHECK (action ~ '^[a-z][a-z0-9_.-]{0,63}$'),
        target_user_id integer REFERENCES users(id) ON DELETE SET NULL,
        details jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object'),
        ip text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The history page reads newest first, optionally by actor, action or target: one index per filter.
    await q.query(`CREATE INDEX activity_log_created_idx ON activity_log (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX activity_log_actor_idx ON activity_log (actor_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX activity_log_action_idx ON activity_log (action, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX activity_log_target_idx ON activity_log (target_user_id, created_at DESC, id DESC) WHERE target_user_id IS NOT NULL`);

    // Analytics read every user's rows of a date range; the existing indexes lead with user_id.
    await q.query(`CREATE INDEX attempts_started_idx ON attempts (started_at)`);
    await q.query(`CREATE INDEX attempts_finished_idx ON attempts (finished_at) WHERE finished_at IS NOT NULL`);
    await q.query(`CREATE INDEX plan_purchases_created_idx ON plan_purchases (created_at)`);
    await q.query(`CREATE INDEX grading_orders_created_idx ON grading_orders (created_at)`);
    await q.query(`CREATE INDEX payments_created_idx ON payments (created_at)`);
    await q.query(`CREATE INDEX payments_confirmed_idx ON payments (confirmed_at) WHERE status = 'paid'`);

    await q.query(`
      CREATE TABLE companies (
        id serial PRIMARY KEY,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE company_users (
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_id, user_id)
      )`);
    await q.query(`CREATE INDEX company_users_user_idx ON company_users (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['company_users', 'companies', 'activity_log']) await q.query(`DROP TABLE ${t}`);
    for (const i of [
      'payments_confirmed_idx',
      'payments_created_idx',
      'grading_orders_created_idx',
      'plan_purchases_created_idx',
      'attempts_finished_idx',
      'attempts_started_idx',
    ])
      await q.query(`DROP INDEX ${i}`);
    await q.query(`ALTER TABLE users DROP COLUMN deleted_at`);
  }
}
