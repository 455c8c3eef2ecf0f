/** Rows for the core layer's tests, straight into the tables of the run's database (no app needed). */
import type { DataSource } from 'typeorm';
import type { OwnerKind, PublishStatus, Role } from '@app/shared';
import { createDataSource } from '../../src/db/data-source';
import { ENTITIES } from '../../src/modules';
import { uid } from '../helpers/factories';

export async function openDatabase(): Promise<DataSource> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global-setup.ts)');
  return createDataSource(url, 3, ENTITIES).initialize();
}

export interface Person {
  id: number;
  roles: Role[];
}

export async function person(ds: DataSource, roles: Role[]): Promise<Person> {
  const name = `c${uid()}`;
  const [row] = await ds.query(`INSERT INTO users (username, email, roles) VALUES ($1, $2, $3) RETURNING id`, [name, `${name}@example.com`, roles]);
  return { id: row.id, roles };
}

/** A digital math drill owned by `owner`. */
export async function practice(ds: DataSource, owner: Person, kind: OwnerKind, status: PublishStatus = 'draft', taken = false): Promise<number> {
  const [row] = await ds.query(
    `INSERT INTO practices (owner_id, owner_kind, title, version, kind, section, time_limit_seconds, status, first_taken_at)
     VALUES ($1, $2, $3, 'digital', 'drill', 'math', 600, $4, $5) RETURNING id`,
    [owner.id, kind, `core ${uid()}`, status, taken ? new Date() : null],
  );
  return row.id;
}

/** A question in a practice (at position 1). */
export async function questionIn(ds: DataSource, owner: Person, practiceId: number): Promise<number> {
  const [q] = await ds.query(
    `INSERT INTO questions (owner_id, owner_kind, type, version, section, domain, skill, difficulty, stem, choices, answer_key)
     VALUES ($1, 'teacher', 'grid-in', 'digital', 'math', 'algebra', 'linear-equations-one-variable', 'easy', 'x?', '[]', '1') RETURNING id`,
    [owner.id],
  );
  await ds.query(`INSERT INTO practice_questions (practice_id, question_id, position) VALUES ($1, $2, 1)`, [practiceId, q.id]);
  return q.id;
}

/** A finished attempt of `taker` on the practice. */
export async function attempt(ds: DataSource, taker: Person, practiceId: number): Promise<number> {
  const [a] = await ds.query(
    `INSERT INTO attempts (user_id, target_type, practice_id, status, category, local_day, plan, started_at, finished_at, updated_at)
     VALUES ($1, 'practice', $2, 'finished', 'section', CURRENT_DATE, '[{"position": 1}]', now(), now(), now()) RETURNING id`,
    [taker.id, practiceId],
  );
  return a.id;
}

/** A company with these members. */
export async function company(ds: DataSource, members: Person[]): Promise<number> {
  const [{ id }] = await ds.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [`Co ${uid()}`]);
  for (const m of members) await ds.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)`, [id, m.id]);
  return id;
}
