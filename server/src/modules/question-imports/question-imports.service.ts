/**
 * Question import: the upload (a PDF, a DOCX or pasted text), the analysis job (AI or parser) that reads it
 * into drafts, the author's fixes, and the bulk import job that creates the chosen drafts' questions.
 * Contract: docs/question-import.md.
 */
import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  ErrorCode,
  QUESTION_IMPORT_LIMITS as L,
  validateAnswerKey,
  type QuestionDraftPatch,
  type QuestionImportAiFallback,
  type QuestionImportAnalyzer,
  type QuestionImportSource,
} from '@app/shared';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Page } from '../../lib/pagination';
import type { FileStorage } from '../../lib/storage';
import { ownerKindOf, type Caller } from '../../core/access';
import { ensurePassage } from '../passages';
import { ANSWER_KEY_MAX, CHOICE_TEXT_MAX, createImportedQuestion, EXPLANATION_MAX, questionProblems, STEM_MAX } from '../questions';
import { AiAnalysisError, aiChunks, analyzeChunk, type AiSettings } from './ai-analyzer';
import { DamagedDocumentError, detectDocument, extractText } from './document';
import { parseQuestionText, type ParsedDraft } from './parser';
import { questionImportsRepository, type DraftRecord, type DraftWrite, type ImportRecord } from './question-imports.repository';

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

export const PASSAGE_TITLE_MAX = 255;
export const PASSAGE_BODY_MAX = 50_000;

const conflict = (reason: string) => new AppError(ErrorCode.CONFLICT, `questionImport.error.${reason}`);

/** Field -> message id of what keeps a draft from becoming a question (the bank's rules, plus lengths). */
export function draftProblems(d: DraftWrite): Record<string, string> {
  const problems = questionProblems({ ...d, answerKey: d.answerKey });
  if (!d.stem.trim()) problems.stem = 'validation.required';
  else if (d.stem.length > STEM_MAX) problems.stem = 'validation.too_long';
  if (d.explanation.length > EXPLANATION_MAX) problems.explanation = 'validation.too_long';
  if (d.answerKey.length > ANSWER_KEY_MAX) problems.answer_key = 'validation.too_long';
  if (!problems.choices && d.choices.some((c) => c.text.length > CHOICE_TEXT_MAX)) problems.choices = 'validation.too_long';
  if (d.passageBody !== null && (!d.passageBody.trim() || d.passageBody.length > PASSAGE_BODY_MAX))
    problems.passage = 'questionImport.validation.passage';
  if (d.passageTitle !== null && (!d.passageTitle.trim() || d.passageTitle.length > PASSAGE_TITLE_MAX))
    problems.passage = 'questionImport.validation.passage';
  return problems;
}

/** An import row for its owner only: someone else's, like a missing one, is 404 (ids cannot be probed). */
function owned(caller: Caller, row: ImportRecord | null): ImportRecord {
  if (!row || row.ownerId !== caller.id) throw notFound();
  return row;
}

export interface ImportDeps {
  ds: DataSource;
  clock: Clock;
  storage: FileStorage;
  ai: AiSettings | null;
  logger?: Logger;
  fetchImpl?: typeof fetch;
}

export function questionImportsService(deps: ImportDeps & { queue: JobQueue }) {
  const { ds, clock, storage, queue } = deps;
  const repo = questionImportsRepository(ds);

  async function detail(row: ImportRecord) {
    return { row, sourceText: await repo.sourceText(row.id), drafts: await repo.drafts(row.id) };
  }

  return {
    /** A document (checked by its bytes) or pasted text; the analysis runs as a job. */
    async create(caller: Caller, input: { title?: string; text?: string }, file: UploadedFile | undefined) {
      let kind: QuestionImportSource;
      if (file) {
        if (input.text !== undefined) throw fieldError({ text: 'questionImport.validation.fileOrText' });
        const detected = detectDocument(file.buffer);
        if (!detected) throw fieldError({ file: 'questionImport.validation.fileType' });
        kind = detected;
      } else if (input.text !== undefined) kind = 'text';
      else throw fieldError({ file: 'questionImport.validation.fileOrText' });

      const title =
        (input.title || (file ? file.originalname.replace(/\.[^.]+$/, '') : '') || 'Pasted text').slice(0, L.titleMax).trim() || 'Document';
      const id = await repo.insert(caller.id, ownerKindOf(caller), {
        title,
        sourceKind: kind,
        sourceText: kind === 'text' ? input.text! : '',
        now: clock.now(),
      });
      if (file) {
        const key = `question-imports/${id}-${crypto.randomBytes(8).toString('hex')}.${kind}`;
        await storage.put(key, file.buffer);
        await repo.setStorageKey(id, key);
      }
      await queue.enqueue('analyze-question-import', { importId: id });
      return detail((await repo.find(id))!);
    },

    list: (caller: Caller, page: Page) => repo.list(caller.id, page),

    async show(caller: Caller, id: number) {
      return detail(owned(caller, await repo.find(id)));
    },

    /** The author's fix of a draft: the merged draft must pass the bank's rules (422 per field). */
    async updateDraft(caller: Caller, importId: number, draftId: number, patch: QuestionDraftPatch): Promise<DraftRecord> {
      return ds.transaction(async (m) => {
        const r = questionImportsRepository(m);
        const row = owned(caller, await r.lock(importId));
        const draft = await r.draft(importId, draftId, true);
        if (!draft) throw notFound();
        if (row.status !== 'saved' && row.status !== 'completed') throw conflict('busy');
        if (draft.questionId !== null) throw conflict('imported');
        const type = patch.type ?? draft.type;
        const w: DraftWrite = {
          type,
          section: patch.section ?? draft.section,
          domain: patch.domain ?? draft.domain,
          skill: patch.skill ?? draft.skill,
          difficulty: patch.difficulty ?? draft.difficulty,
          stem: patch.stem ?? draft.stem,
          choices: patch.choices
            ? patch.choices.map((c) => ({ label: c.label.trim().toUpperCase(), text: c.text.trim() }))
            : type === 'grid-in'
              ? []
              : draft.choices,
          answerKey: patch.answer_key ?? draft.answerKey,
          explanation: patch.explanation ?? draft.explanation,
          passageTitle: patch.passage === undefined ? draft.passageTitle : (patch.passage?.title ?? null),
          passageBody: patch.passage === undefined ? draft.passageBody : (patch.passage?.body ?? null),
        };
        // The key as typed, by the shared checker the answer field runs too.
        if (patch.answer_key !== undefined) {
          const key = validateAnswerKey(patch.answer_key, type);
          if (!key.ok) throw fieldError({ answer_key: key.messageId });
        }
        const problems = draftProblems(w);
        if (Object.keys(problems).length > 0) throw fieldError(problems);
        await r.updateDraft(draftId, w, clock.now());
        return (await r.draft(importId, draftId))!;
      });
    },

    /** Starts the bulk import of the chosen drafts (each ready, none imported yet); progress is the job's. */
    async startImport(caller: Caller, importId: number, draftIds: number[]) {
      const ids = [...new Set(draftIds)];
      await ds.transaction(async (m) => {
        const r = questionImportsRepository(m);
        const row = owned(caller, await r.lock(importId));
        if (row.status !== 'saved' && row.status !== 'completed') throw conflict('busy');
        const drafts = new Map((await r.drafts(importId)).map((d) => [d.id, d]));
        for (const id of ids) {
          const d = drafts.get(id);
          if (!d) throw fieldError({ draft_ids: 'questionImport.validation.unknownDraft' });
          if (d.questionId !== null) throw fieldError({ draft_ids: 'questionImport.validation.alreadyImported' });
          if (Object.keys(draftProblems(d)).length > 0) throw fieldError({ draft_ids: 'questionImport.validation.notReady' });
        }
        await r.startImport(importId, ids, clock.now());
      });
      await queue.enqueue('import-question-drafts', { importId });
      return detail((await repo.find(importId))!);
    },

    /** Deletes the import and its drafts (the questions already imported stay in the bank). */
    async remove(caller: Caller, importId: number): Promise<void> {
      const row = owned(caller, await repo.find(importId));
      if (row.status === 'importing') throw conflict('busy');
      await repo.remove(importId);
      if (row.storageKey) await storage.remove(row.storageKey);
    },
  };
}
export type QuestionImportsService = ReturnType<typeof questionImportsService>;

/**
 * The 'analyze-question-import' job: the document's text (extracted once and kept), then the drafts: from the
 * AI when it is configured and answers well, else from the parser. Safe to run again (drafts are replaced,
 * and only an import still analysing is touched).
 */
export async function analyzeImport(deps: ImportDeps, importId: number): Promise<void> {
  const { ds, clock, storage } = deps;
  const repo = questionImportsRepository(ds);
  const row = await repo.find(importId);
  if (!row || row.status !== 'analyzing') return;
  let text: string;
  if (row.sourceKind === 'text') text = await repo.sourceText(importId);
  else {
    const data = row.storageKey ? await storage.get(row.storageKey) : null;
    if (!data) {
      // Extracted by an earlier run that died before finishing: its text is kept.
      text = await repo.sourceText(importId);
    } else {
      try {
        text = await extractText(row.sourceKind, data);
      } catch (err) {
        if (!(err instanceof DamagedDocumentError)) throw err;
        deps.logger?.info({ importId, err: err.message }, 'question import: the document does not open');
        return repo.fail(importId, 'damaged', clock.now());
      }
      await repo.saveText(importId, text, clock.now());
      await repo.setStorageKey(importId, null);
      await storage.remove(row.storageKey!);
    }
  }
  // What PostgreSQL cannot store (NUL, a lone surrogate from a broken PDF font map) never reaches it.
  text = text
    .split('\u0000')
    .join('')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  if (!text.trim()) return repo.fail(importId, 'empty', clock.now());

  let drafts: ParsedDraft[] | null = null;
  let analyzer: QuestionImportAnalyzer = 'parser';
  let aiFallback: QuestionImportAiFallback | null = null;
  if (deps.ai) {
    const chunks = aiChunks(text, deps.ai.chunkChars);
    await repo.setProgress(importId, 0, chunks.length, clock.now());
    try {
      const all: ParsedDraft[] = [];
      for (const [i, chunk] of chunks.entries()) {
        all.push(...(await analyzeChunk(deps.ai, chunk, deps.fetchImpl)));
        await repo.setProgress(importId, i + 1, chunks.length, clock.now());
      }
      drafts = all;
      analyzer = 'ai';
    } catch (err) {
      if (!(err instanceof AiAnalysisError)) throw err;
      deps.logger?.warn({ importId, reason: err.reason, err: err.message }, 'question import: AI analysis unusable, the parser reads the document');
      aiFallback = err.reason;
    }
  }
  if (!drafts) {
    await repo.setProgress(importId, 0, 1, clock.now());
    drafts = parseQuestionText(text);
  }
  drafts = drafts.slice(0, L.draftsMax).map(clampDraft);
  if (drafts.length === 0) return repo.fail(importId, 'no_questions', clock.now());
  await ds.transaction((m) => questionImportsRepository(m).saveDrafts(importId, drafts, { analyzer, aiFallback, now: clock.now() }));
}

/**
 * A document's plain text as the bank's rich text (stems, choices and passages are an HTML subset): markup
 * characters escaped, paragraphs kept as line breaks. "x < 5" stays text, never a tag.
 */
export const toRichText = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\n\s*\n/g, '<br><br>')
    .replace(/\n/g, ' ');

/** Rich text, and what the columns hold at most, cut where a document runs longer (the author sees and fixes it). */
function clampDraft(d: ParsedDraft): ParsedDraft {
  return {
    ...d,
    stem: toRichText(d.stem).slice(0, STEM_MAX),
    explanation: toRichText(d.explanation).slice(0, EXPLANATION_MAX),
    answerKey: d.answerKey.slice(0, ANSWER_KEY_MAX),
    choices: d.choices.slice(0, 5).map((c) => ({ label: c.label.slice(0, 5), text: toRichText(c.text).slice(0, CHOICE_TEXT_MAX) })),
    passage: d.passage
      ? { title: d.passage.title.slice(0, PASSAGE_TITLE_MAX) || 'Passage', body: toRichText(d.passage.body).slice(0, PASSAGE_BODY_MAX) }
      : null,
    sourceExcerpt: d.sourceExcerpt.slice(0, 4000),
  };
}

export interface ImportHooks {
  /** After each draft's transaction commits (the kill-and-resume test stops the worker here). */
  afterDraft?: (draftId: number, done: number) => Promise<void>;
}

/**
 * The 'import-question-drafts' job: one transaction per draft creates its question (and its passage, shared by
 * the owner's questions with the same text) and marks the draft. A job killed mid-way and run again, or two
 * runs at once, create each draft's question exactly once (the draft row lock, and questions.import_draft_id
 * UNIQUE behind it).
 */
export async function runImport(ds: DataSource, clock: Clock, importId: number, hooks: ImportHooks = {}): Promise<void> {
  const repo = questionImportsRepository(ds);
  const row = await repo.find(importId);
  if (!row || row.status !== 'importing') return;
  const owner = { id: row.ownerId, kind: row.ownerKind };
  let done = 0;
  for (const draftId of await repo.pendingDraftIds(importId)) {
    await ds.transaction(async (m) => {
      const r = questionImportsRepository(m);
      const d = await r.draft(importId, draftId, true);
      if (!d || d.questionId !== null || !d.selected) return;
      const passageId =
        d.passageBody !== null ? await ensurePassage(m, owner, { title: d.passageTitle ?? 'Passage', body: d.passageBody, source: row.title }) : null;
      const questionId = await createImportedQuestion(
        m,
        owner,
        {
          source: row.title,
          type: d.type,
          section: d.section,
          domain: d.domain,
          skill: d.skill,
          difficulty: d.difficulty,
          stem: d.stem,
          choices: d.choices,
          answerKey: d.answerKey,
          explanation: d.explanation,
          passageId,
        },
        d.id,
      );
      await r.markImported(d.id, questionId, clock.now());
      await r.countProgress(importId, clock.now());
    });
    done += 1;
    await hooks.afterDraft?.(draftId, done);
  }
  await repo.countProgress(importId, clock.now());
  await repo.complete(importId, clock.now());
}

/** How long an analysing or importing import may go without progress before its job counts as lost. */
export const IMPORT_RECOVERY_GRACE_MS = 5 * 60_000;
export const IMPORT_RECOVERY_INTERVAL_MS = 60_000;

/**
 * The 'recover-question-imports' job: an import whose job was lost (the API died between the commit and the
 * enqueue, or the in-process queue was restarted mid-job) is finished here. Both jobs are safe to run twice
 * (the analysis replaces its drafts; the import creates each question once), so a slow job that is still
 * alive and meets this one costs time, never a duplicate. Answers how many imports it took up.
 */
export async function recoverImports(deps: ImportDeps): Promise<number> {
  const repo = questionImportsRepository(deps.ds);
  const stale = await repo.stale(new Date(deps.clock.now().getTime() - IMPORT_RECOVERY_GRACE_MS));
  for (const row of stale) {
    await repo.touch(row.id, deps.clock.now());
    if (row.status === 'analyzing') await analyzeImport(deps, row.id);
    else await runImport(deps.ds, deps.clock, row.id);
  }
  return stale.length;
}
