import type { DataSource } from 'typeorm';
import { BUILT_IN_DOMAIN_CODES, BUILT_IN_SKILL_CODES, versionOf, type PublishStatus, type QuestionInput } from '@app/shared';
import { fieldError } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { existingLabelIds } from '../labels';
import { passageVisibleTo } from '../passages';
import { addedSubjectCodes, allowedDomainsOf } from '../subjects';
import { authorize, canSeeContent, isOwner, ownerKindOf, type Caller } from '../../core/access';
import { hasTaken, questionIsTaken } from '../../core/content';
import { normalizeChoices, normalizeKey, questionProblems } from './question-rules';
import { questionsRepository, type QuestionFilters, type QuestionRecord, type QuestionWrite } from './questions.repository';

export type QuestionPatch = Partial<QuestionInput>;

export function questionsService(ds: DataSource) {
  const repo = questionsRepository(ds);

  const load = async (id: number) => (await repo.find(id))!;

  /** Every cross-field and reference problem at once, as one 422. */
  async function check(
    caller: Caller,
    w: QuestionWrite,
    labelIds: number[] | undefined,
    passageChanged: boolean,
    keep?: { domain: string; skill: string },
  ): Promise<void> {
    // The built-in taxonomy plus the admins' subjects (an archived one only where the question already is).
    const problems: Record<string, string> = questionProblems(w, await allowedDomainsOf(ds, w.section, keep));
    if (passageChanged && w.passageId !== null && !(await passageVisibleTo(ds, caller, w.passageId)))
      problems.passage_id = 'validation.question.passage';
    if (labelIds && labelIds.length > 0) {
      const found = await existingLabelIds(ds, labelIds);
      if (found.length !== labelIds.length) problems.label_ids = 'validation.question.labels';
    }
    if (Object.keys(problems).length > 0) throw fieldError(problems);
  }

  function toWrite(input: QuestionInput): QuestionWrite {
    return {
      source: input.source ?? null,
      type: input.type,
      version: versionOf(input.section),
      section: input.section,
      domain: input.domain,
      skill: input.skill,
      difficulty: input.difficulty,
      stem: input.stem,
      choices: normalizeChoices(input.choices),
      answerKey: input.answer_key,
      explanation: input.explanation ?? '',
      passageId: input.passage_id ?? null,
    };
  }

  const uniqueIds = (ids: number[] | undefined) => (ids ? [...new Set(ids)] : undefined);

  return {
    /** A domain or skill filter names a built-in or an added subject (archived ones included: old questions). */
    async list(caller: Caller, filters: QuestionFilters, page: Page) {
      const problems: Record<string, string> = {};
      const unknown = (code: string | undefined, builtIn: readonly string[]) => code !== undefined && !builtIn.includes(code);
      if (unknown(filters.domain, BUILT_IN_DOMAIN_CODES) || unknown(filters.skill, BUILT_IN_SKILL_CODES)) {
        const added = new Set(await addedSubjectCodes(ds));
        if (unknown(filters.domain, BUILT_IN_DOMAIN_CODES) && !added.has(filters.domain!)) problems.domain = 'validation.question.domain';
        if (unknown(filters.skill, BUILT_IN_SKILL_CODES) && !added.has(filters.skill!)) problems.skill = 'validation.question.skill';
      }
      if (Object.keys(problems).length > 0) throw fieldError(problems);
      return repo.list(caller, filters, page);
    },

    /** The authoring view, answer key included: the owner's and the admins' only. */
    async show(caller: Caller, id: number): Promise<QuestionRecord> {
      return authorize(caller, await repo.find(id), isOwner(caller));
    },

    async create(caller: Caller, input: QuestionInput): Promise<QuestionRecord> {
      const w = toWrite(input);
      const labelIds = uniqueIds(input.label_ids);
      await check(caller, w, labelIds, true);
      w.answerKey = normalizeKey(w.answerKey, w.type);
      const id = await ds.transaction(async (m) => {
        const r = questionsRepository(m);
        const newId = await r.insert(caller.id, ownerKindOf(caller), w);
        if (labelIds) await r.setLabels(newId, labelIds);
        return newId;
      });
      return load(id);
    },

    async update(caller: Caller, id: number, patch: QuestionPatch): Promise<QuestionRecord> {
      const current = authorize(caller, await repo.find(id), isOwner(caller));
      const section = patch.section ?? current.section;
      const type = patch.type ?? current.type;
      const w: QuestionWrite = {
        source: patch.source === undefined ? current.source : patch.source,
        type,
        version: versionOf(section),
        section,
        domain: patch.domain ?? current.domain,
        skill: patch.skill ?? current.skill,
        difficulty: patch.difficulty ?? current.difficulty,
        stem: patch.stem ?? current.stem,
        // A switch to grid-in drops the choices unless new ones are sent (and then refused).
        choices: patch.choices !== undefined ? normalizeChoices(patch.choices) : type === 'grid-in' ? [] : current.choices,
        answerKey: patch.answer_key ?? current.answerKey,
        explanation: patch.explanation ?? current.explanation,
        passageId: patch.passage_id === undefined ? current.passageId : patch.passage_id,
      };
      const labelIds = uniqueIds(patch.label_ids);
      await check(caller, w, labelIds, w.passageId !== current.passageId, { domain: current.domain, skill: current.skill });
      w.answerKey = normalizeKey(w.answerKey, w.type);
      await ds.transaction(async (m) => {
        const r = questionsRepository(m);
        await r.update(id, w);
        if (labelIds) await r.setLabels(id, labelIds);
      });
      return load(id);
    },

    async setStatus(caller: Caller, id: number, status: PublishStatus): Promise<QuestionRecord> {
      authorize(caller, await repo.find(id), isOwner(caller));
      await repo.setStatus(id, status);
      return load(id);
    },

    /** A draft copy owned by the caller, of any question the caller may see (the non-owner: the library's). */
    async duplicate(caller: Caller, id: number): Promise<QuestionRecord> {
      authorize(caller, await repo.find(id), canSeeContent(caller));
      const copyId = await ds.transaction((m) => questionsRepository(m).duplicate(id, caller.id, ownerKindOf(caller)));
      return load(copyId);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      authorize(caller, await repo.find(id), isOwner(caller));
      await ds.transaction(async (m) => {
        const r = questionsRepository(m);
        if (!(await r.lock(id))) return; // deleted meanwhile: the outcome the caller wanted
        // Taken content is locked: a practice somebody has taken keeps its questions.
        if (await questionIsTaken(m, id)) throw hasTaken();
        await r.remove(id);
      });
    },
  };
}
export type QuestionsService = ReturnType<typeof questionsService>;
