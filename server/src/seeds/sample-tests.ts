/**
 * Seeds the original sample tests at start (also in production): one adaptive digital SAT with score
 * tables per route, a drill per domain, and a paper Math calculator section with its conversion table.
 * Idempotent through seed_registry; nothing an admin has since edited is touched again.
 */
import type { EntityManager } from 'typeorm';
import { defaultTools, SECTION_SCALE, versionOf, type Section } from '@app/shared';
import { passageBodyHash } from '../modules/passages';
import { conversionRows } from './conversion-table';
import { SAMPLE_ADAPTIVE_TEST, SAMPLE_DRILLS, SAMPLE_PAPER_SECTIONS } from './content';
import type { SeedModule, SeedQuestion } from './content/types';
import { openRegistry, type SeedRegistry as Registry } from './seed-registry';

const SOURCE = 'Summit Prep original';

const insertId = async (tx: EntityManager, sql: string, params: unknown[]): Promise<number> =>
  ((await tx.query(sql, params)) as { id: number }[])[0].id;

/** The account that owns sample content: an admin that cannot log in (no password). */
async function contentOwner(tx: EntityManager, reg: Registry): Promise<number> {
  const known = reg.get('user:content');
  if (known) return known;
  const existing: { id: number }[] = await tx.query(`SELECT id FROM users WHERE email = 'content@summitprep.example'`);
  const id =
    existing[0]?.id ??
    (await insertId(
      tx,
      `INSERT INTO users (username, email, password_hash, first_name, last_name, roles, email_verified_at)
       VALUES ('summit-content', 'content@summitprep.example', NULL, 'Summit Prep', 'Content', '{admin}', now()) RETURNING id`,
      [],
    ));
  return reg.put('user:content', 'user', id);
}

async function seedQuestion(tx: EntityManager, reg: Registry, owner: number, section: Section, q: SeedQuestion): Promise<number> {
  const known = reg.get(`question:${q.slug}`);
  if (known) return known;
  let passageId: number | null = null;
  if (q.passage) {
    passageId =
      reg.get(`passage:${q.slug}`) ??
      (await reg.put(
        `passage:${q.slug}`,
        'passage',
        await insertId(
          tx,
          `INSERT INTO passages (owner_id, owner_kind, title, body, source, body_hash) VALUES ($1, 'admin', $2, $3, $4, $5) RETURNING id`,
          [owner, q.passage.title, q.passage.body, q.passage.source ?? SOURCE, passageBodyHash(q.passage.body)],
        ),
      ));
  }
  const id = await insertId(
    tx,
    `INSERT INTO questions (owner_id, owner_kind, source, type, version, section, domain, skill, difficulty, stem, choices, answer_key, explanation, passage_id, status)
     VALUES ($1, 'admin', $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, 'published') RETURNING id`,
    [
      owner,
      SOURCE,
      q.type,
      versionOf(section),
      section,
      q.domain,
      q.skill,
      q.difficulty,
      q.stem,
      JSON.stringify(q.choices ?? []),
      q.answerKey.toUpperCase(),
      q.explanation,
      passageId,
    ],
  );
  return reg.put(`question:${q.slug}`, 'question', id);
}

async function seedPractice(tx: EntityManager, reg: Registry, owner: number, m: SeedModule, kind: 'module' | 'drill' | 'section'): Promise<number> {
  const known = reg.get(`practice:${m.slug}`);
  if (known) return known;
  const questionIds: number[] = [];
  for (const q of m.questions) questionIds.push(await seedQuestion(tx, reg, owner, m.section, q));
  const id = await insertId(
    tx,
    `INSERT INTO practices (owner_id, owner_kind, title, status, version, kind, section, time_limit_seconds, tools)
     VALUES ($1, 'admin', $2, 'published', $3, $4, $5, $6, $7) RETURNING id`,
    [owner, m.title, versionOf(m.section), kind, m.section, m.timeLimitMinutes * 60, defaultTools(m.section)],
  );
  await tx.query(
    `INSERT INTO practice_questions (practice_id, position, question_id) SELECT $1, p.position, p.question_id FROM unnest($2::int[]) WITH ORDINALITY AS p(question_id, position)`,
    [id, questionIds],
  );
  return reg.put(`practice:${m.slug}`, 'practice', id);
}

async function seedScoreTable(
  tx: EntityManager,
  reg: Registry,
  slug: string,
  target: { practice_id?: number; adaptive_set_id?: number },
  type: string,
  route: 'easier' | 'harder' | null,
  maxRaw: number,
  ceiling: number,
): Promise<void> {
  if (reg.get(`score-table:${slug}`)) return;
  const id = await insertId(
    tx,
    `INSERT INTO score_tables (practice_id, adaptive_set_id, type, route, max_raw, rows) VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
    [target.practice_id ?? null, target.adaptive_set_id ?? null, type, route, maxRaw, JSON.stringify(conversionRows(maxRaw, SECTION_SCALE, ceiling))],
  );
  await reg.put(`score-table:${slug}`, 'score-table', id);
}

async function seedAdaptiveTest(tx: EntityManager, reg: Registry, owner: number): Promise<void> {
  const test = SAMPLE_ADAPTIVE_TEST;
  const modules = [];
  for (const s of test.sections) {
    modules.push({
      ...s,
      ids: {
        module1: await seedPractice(tx, reg, owner, s.module1, 'module'),
        easier: await seedPractice(tx, reg, owner, s.easier, 'module'),
        harder: await seedPractice(tx, reg, owner, s.harder, 'module'),
      },
    });
  }
  let setId = reg.get(`adaptive-set:${test.slug}`);
  if (!setId) {
    setId = await insertId(
      tx,
      `INSERT INTO adaptive_sets (owner_id, owner_kind, title, status, break_after_seconds) VALUES ($1, 'admin', $2, 'published', $3) RETURNING id`,
      [owner, test.title, test.breakAfterSeconds],
    );
    for (const [i, m] of modules.entries()) {
      await tx.query(
        `INSERT INTO adaptive_set_sections (set_id, position, section, module1_id, easier_module2_id, harder_module2_id, routing_threshold) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [setId, i + 1, m.section, m.ids.module1, m.ids.easier, m.ids.harder, m.routingThreshold],
      );
    }
    await reg.put(`adaptive-set:${test.slug}`, 'adaptive-set', setId);
  }
  for (const m of modules) {
    const maxRaw = m.module1.questions.length + m.easier.questions.length;
    await seedScoreTable(tx, reg, `${test.slug}:${m.section}:easier`, { adaptive_set_id: setId }, m.section, 'easier', maxRaw, m.easierCeiling);
    const harderRaw = m.module1.questions.length + m.harder.questions.length;
    await seedScoreTable(tx, reg, `${test.slug}:${m.section}:harder`, { adaptive_set_id: setId }, m.section, 'harder', harderRaw, SECTION_SCALE.max);
  }
}

export async function seedSampleTests(tx: EntityManager): Promise<void> {
  const reg = await openRegistry(tx);
  const owner = await contentOwner(tx, reg);
  await seedAdaptiveTest(tx, reg, owner);
  for (const drill of SAMPLE_DRILLS) await seedPractice(tx, reg, owner, drill, 'drill');
  for (const section of SAMPLE_PAPER_SECTIONS) {
    const id = await seedPractice(tx, reg, owner, section, 'section');
    await seedScoreTable(tx, reg, `${section.slug}:math`, { practice_id: id }, 'math', null, section.questions.length, SECTION_SCALE.max);
  }
}
