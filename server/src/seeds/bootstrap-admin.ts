import type { DataSource } from 'typeorm';
import { Role } from '@app/shared';
import type { AppConfig } from '../config/env';
import { hashPassword } from '../modules/users';

/**
 * ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD create the operator's super-admin, or bring an existing
 * one (matched by username) back to these credentials: how a real deployment gets its first admin.
 */
export async function bootstrapAdmin(ds: DataSource, admin: NonNullable<AppConfig['admin']>): Promise<'created' | 'updated'> {
  const hash = await hashPassword(admin.password);
  const email = admin.email.toLowerCase();
  const existing: { id: number }[] = await ds.query(`SELECT id FROM users WHERE lower(username) = lower($1)`, [admin.username]);
  if (existing[0]) {
    await ds.query(
      `UPDATE users SET email = $2, password_hash = $3, email_verified_at = coalesce(email_verified_at, now()),
              roles = (SELECT array_agg(DISTINCT r) FROM unnest(roles || ARRAY[$4]::text[]) r), updated_at = now()
        WHERE id = $1`,
      [existing[0].id, email, hash, Role.SuperAdmin],
    );
    return 'updated';
  }
  await ds.query(
    `INSERT INTO users (username, email, password_hash, first_name, last_name, roles, email_verified_at)
     VALUES ($1, $2, $3, 'Site', 'Administrator', ARRAY[$4]::text[], now())`,
    [admin.username, email, hash, Role.SuperAdmin],
  );
  return 'created';
}
