/**
 * QTI 3 export and import of practices. Export: the author's (or an admin's) practice with every question,
 * choice, key, explanation and passage. Import: a package that validates becomes a new draft practice of
 * the caller, with its questions (drafts) and passages (one text is one passage: an identical passage the
 * caller already has is reused), all in one transaction; a package that does not is refused with the reason.
 */
import type { DataSource } from 'typeorm';
import { ErrorCode, versionOf, type QtiImportResultDto } from '@app/shared';
import type { Caller } from '../../core/access';
import { AppError, fieldError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import { isUnstorableText } from '../../lib/storable-text';
import { findOrCreatePassage, findPassage } from '../passages';
import { insertPractice, practiceForAuthor } from '../practices';
import { insertQuestion, normalizeChoices, normalizeKey, questionProblems, questionRecords } from '../questions';
import { buildPackage } from './qti-export';
import { QtiInvalid, readPackage } from './qti-import';
import type { PackagePassage, PackagePractice } from './qti-model';

/** The bounds the tables hold (migrations 1763800000000 and 1763900000000). */
const MAX = { title: 255, stem: 20000, explanation: 20000, choice: 5000, passageTitle: 255, passageBody: 50000, source: 1000 };
const TIME = { min: 60, max: 18000 };

const invalid = (messageId: string, values: Record<string, string | number>) =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'error.VALIDATION_FAILED', { file: [messageId] }, values);

/** The content checks the database would otherwise fail with a 500: lengths, characters, section, times. */
function contentProblem(p: PackagePractice): AppError | null {
  const texts: [string, string, number, number][] = [['assessment-test.xml', p.title, 1, MAX.title]];
  p.questions.forEach((q, i) => {
    const file = `items/item-${i + 1}.xml`;
    texts.push([file, q.stem, 1, MAX.stem], [file, q.explanation, 0, MAX.explanation], [file, q.source ?? '', 0, MAX.source]);
    for (const c of q.choices) texts.push([file, c.text, 1, MAX.choice]);
  });
  for (const s of p.passages)
    texts.push([s.ref, s.title, 1, MAX.passageTitle], [s.ref, s.body, 1, MAX.passageBody], [s.ref, s.source ?? '', 0, MAX.source]);
  for (const [file, text, min, max] of texts) {
    if (isUnstorableText(text)) return invalid('qtiApi.invalid.characters', { file });
    if (text.trim().length < min || text.length > max) return invalid('qtiApi.invalid.length', { file, max });
  }
  if (p.timeLimitSeconds < TIME.min || p.timeLimitSeconds > TIME.max)
    return invalid('qtiApi.invalid.timeLimit', { min: TIME.min, max: TIME.max, value: p.timeLimitSeconds });
  if (p.kind === 'module' && versionOf(p.section) !== 'digital') return invalid('qtiApi.invalid.kind', { kind: p.kind, section: p.section });
  for (const [i, q] of p.questions.entries()) {
    const file = `items/item-${i + 1}.xml`;
    if (q.section !== p.section) return invalid('qtiApi.invalid.section', { file, section: q.section, practice: p.section });
    const problems = questionProblems({ ...q, choices: normalizeChoices(q.choices) });
    if (Object.keys(problems).length > 0) return invalid('qtiApi.invalid.question', { file, field: Object.keys(problems).join(', ') });
  }
  return null;
}

export function qtiService(ds: DataSource) {
  return {
    /** The package of a practice the caller authors (or, as an admin, any). */
    async exportPractice(caller: Caller, practiceId: number): Promise<{ fileName: string; data: Uint8Array }> {
      const { practice, questionIds } = await practiceForAuthor(ds, caller, practiceId);
      const questions = await questionRecords(ds, questionIds);
      const passages: PackagePassage[] = [];
      const refOf = new Map<number, string>();
      for (const q of questions) {
        if (q.passageId === null || refOf.has(q.passageId)) continue;
        const p = await findPassage(ds, q.passageId);
        if (!p) continue;
        const ref = `passage-${passages.length + 1}`;
        refOf.set(q.passageId, ref);
        passages.push({ ref, title: p.title, body: p.body, source: p.source });
      }
      const data = buildPackage({
        title: practice.title,
        kind: practice.kind,
        section: practice.section,
        timeLimitSeconds: practice.timeLimitSeconds,
        tools: practice.tools,
        passages,
        questions: questions.map((q) => ({
          type: q.type,
          section: q.section,
          domain: q.domain,
          skill: q.skill,
          difficulty: q.difficulty,
          stem: q.stem,
          choices: q.choices,
          answerKey: q.answerKey,
          explanation: q.explanation,
          source: q.source,
          passageRef: q.passageId === null ? null : (refOf.get(q.passageId) ?? null),
        })),
      });
      const slug =
        practice.title
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'practice';
      return { fileName: `${slug}-qti3.zip`, data };
    },

    async importPackage(caller: Caller, file: Buffer | undefined): Promise<QtiImportResultDto> {
      if (!file) throw fieldError({ file: 'validation.required' });
      let pkg: PackagePractice;
      try {
        pkg = readPackage(new Uint8Array(file.buffer, file.byteOffset, file.byteLength));
      } catch (err) {
        if (err instanceof QtiInvalid) throw invalid(err.messageId, err.values);
        throw err;
      }
      const problem = contentProblem(pkg);
      if (problem) throw problem;

      try {
        return await ds.transaction(async (m) => {
          const passageIds = new Map<string, number>();
          let created = 0;
          for (const s of pkg.passages) {
            const p = await findOrCreatePassage(m, caller, { title: s.title, body: s.body, source: s.source });
            passageIds.set(s.ref, p.id);
            if (p.created) created++;
          }
          const questionIds: number[] = [];
          for (const q of pkg.questions)
            questionIds.push(
              await insertQuestion(m, caller, {
                source: q.source,
                type: q.type,
                version: versionOf(q.section),
                section: q.section,
                domain: q.domain,
                skill: q.skill,
                difficulty: q.difficulty,
                stem: q.stem,
                choices: normalizeChoices(q.choices),
                answerKey: normalizeKey(q.answerKey, q.type),
                explanation: q.explanation,
                passageId: q.passageRef ? (passageIds.get(q.passageRef) ?? null) : null,
              }),
            );
          const practice = await insertPractice(
            m,
            caller,
            {
              title: pkg.title,
              version: versionOf(pkg.section),
              kind: pkg.kind,
              section: pkg.section,
              timeLimitSeconds: pkg.timeLimitSeconds,
              tools: pkg.tools,
            },
            questionIds,
          );
          return {
            practice_id: practice.id,
            title: practice.title,
            question_count: questionIds.length,
            passages_created: created,
            passages_reused: pkg.passages.length - created,
          };
        });
      } catch (err) {
        // Two imports of the same title at once: the second finds the title taken by the first.
        if (isUniqueViolation(err)) throw new AppError(ErrorCode.CONFLICT, 'error.PRACTICE_EXAM_TITLE_EXISTS');
        throw err;
      }
    },
  };
}
export type QtiService = ReturnType<typeof qtiService>;
