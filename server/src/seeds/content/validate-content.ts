/**
 * Checks seed content the way the product will use it: every key is accepted by the editor's
 * validation, graded right for its own answer and wrong for the known wrong one, and classified
 * with a real section/domain/skill. Used by the unit test and by authors (`npx tsx validate-content.ts file`).
 */
import { gradeAnswer, isValidClassification, validateAnswerKey, versionOf, DIFFICULTIES } from '@app/shared';
import type { SeedModule, SeedQuestion } from './types';

/** The answer a student would enter for this key: the first alternative, or the given rightResponse. */
export function rightResponseOf(q: SeedQuestion): string {
  if (q.rightResponse) return q.rightResponse;
  return q.answerKey.split(',')[0];
}

export function problemsOf(module: SeedModule, seenSlugs = new Set<string>()): string[] {
  const problems: string[] = [];
  const version = versionOf(module.section);
  for (const q of module.questions) {
    const where = `${module.slug}/${q.slug}`;
    const say = (m: string) => problems.push(`${where}: ${m}`);
    if (seenSlugs.has(q.slug)) say('duplicate slug');
    seenSlugs.add(q.slug);
    if (!isValidClassification(module.section, q.domain, q.skill)) say(`domain/skill ${q.domain}/${q.skill} not in section ${module.section}`);
    if (!DIFFICULTIES.includes(q.difficulty)) say(`difficulty ${q.difficulty}`);
    if (!q.stem.trim() || !q.explanation.trim()) say('empty stem or explanation');
    const key = validateAnswerKey(q.answerKey, q.type);
    if (!key.ok) say(`key ${JSON.stringify(q.answerKey)}: ${key.message}`);
    if (q.type === 'multiple-choice') {
      const labels = (q.choices ?? []).map((c) => c.label).join('');
      if (labels !== 'ABCD') say(`choices must be A-D in order (got ${labels || 'none'})`);
      if ((q.choices ?? []).some((c) => !c.text.trim())) say('empty choice text');
      if (new Set((q.choices ?? []).map((c) => c.text.trim())).size !== (q.choices ?? []).length) say('two choices have the same text');
    } else if (q.choices?.length) {
      say('a grid-in has no choices');
    }
    const opts = { type: q.type, version };
    if (!gradeAnswer(q.answerKey, rightResponseOf(q), opts).correct) say(`its own answer ${rightResponseOf(q)} is graded wrong`);
    if (gradeAnswer(q.answerKey, q.wrongResponse, opts).correct) say(`the wrong response ${q.wrongResponse} is graded right`);
    if (q.type === 'grid-in' && version === 'paper' && (q.answerKey.includes('-') || rightResponseOf(q).length > 4)) {
      say('paper grid-ins are non-negative and fit 4 columns');
    }
    if (q.type === 'grid-in' && version === 'digital' && rightResponseOf(q).length > (rightResponseOf(q).startsWith('-') ? 6 : 5)) {
      say('a digital grid-in answer must fit 5 characters (6 with a minus sign)');
    }
  }
  return problems;
}

// Authors: npx tsx server/src/seeds/content/validate-content.ts server/src/seeds/content/<file>.ts
if (require.main === module) {
  const files = process.argv.slice(2);
  let total = 0;
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const exported = Object.values(require(require('node:path').resolve(file))) as (SeedModule | SeedModule[])[];
    for (const m of exported.flat()) {
      total += m.questions.length;
      problems.push(...problemsOf(m, seen));
    }
  }
  console.log(`${total} questions checked`);
  for (const p of problems) console.log(`  ${p}`);
  process.exit(problems.length ? 1 : 0);
}
