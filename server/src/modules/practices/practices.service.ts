import type { DataSource, EntityManager } from 'typeorm';
import {
  CALCULATOR_SECTIONS,
  defaultTools,
  type PracticeInput,
  type PracticePatch,
  type PracticeTool,
  type PublishStatus,
  type Section,
} from '@app/shared';
import { fieldError } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { authorize, isOwner, ownerKindOf, type Caller } from '../questions/authoring';
import type { DeleteGuard } from '../questions/questions.service';
import { canSee, copyTitle, guardTitle, hasTaken, practiceInUse } from './catalog';
import { practicesRepository, type PracticeFilters, type PracticeQuestionRecord, type PracticeRecord } from './practices.repository';

export interface PracticeDetail {
  practice: PracticeRecord;
  questions: PracticeQuestionRecord[];
}

/** Refuses deleting a question of a practice somebody has taken: its question count would change. */
export const takenPracticeDeleteGuard: DeleteGuard = async (questionId, m) => {
  if (await practicesRepository(m).questionInTakenPractice(questionId)) throw hasTaken();
};

const sameOrder = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function practicesService(ds: DataSource) {
  const repo = practicesRepository(ds);

  const load = async (id: number) => (await repo.find(id))!;

  /** Tools and questions must fit the practice's section; questions must be usable by the caller. */
  async function check(
    caller: Caller,
    section: Section,
    tools: PracticeTool[] | undefined,
    questionIds: number[] | undefined,
    m: EntityManager | DataSource = ds,
  ) {
    const problems: Record<string, string> = {};
    if (tools?.includes('calculator') && !CALCULATOR_SECTIONS.includes(section)) problems.tools = 'validation.practice.tools.calculator';
    if (questionIds && questionIds.length > 0) {
      const found = await practicesRepository(m).usableQuestions(caller, questionIds);
      if (found.length !== questionIds.length) problems.question_ids = 'validation.practice.questions.visible';
      else if (found.some((q) => q.section !== section)) problems.question_ids = 'validation.practice.questions.section';
    }
    if (Object.keys(problems).length > 0) throw fieldError(problems);
  }

  return {
    list: (caller: Caller, filters: PracticeFilters, page: Page) => repo.list(caller, filters, page),

    /** Any practice the caller sees; authors also get its questions. */
    async show(caller: Caller, id: number, withQuestions: boolean): Promise<PracticeDetail> {
      const practice = authorize(caller, await repo.find(id), canSee(caller));
      return { practice, questions: withQuestions ? await repo.questions(id) : [] };
    },

    async create(caller: Caller, input: PracticeInput): Promise<PracticeDetail> {
      const tools = input.tools ? [...new Set(input.tools)] : defaultTools(input.section);
      const questionIds = input.question_ids ?? [];
      await check(caller, input.section, tools, questionIds);
      const id = await guardTitle(() =>
        ds.transaction(async (m) => {
          const r = practicesRepository(m);
          const newId = await r.insert(caller.id, ownerKindOf(caller), {
            title: input.title,
            version: input.version,
            kind: input.kind,
            section: input.section,
            timeLimitSeconds: input.time_limit_seconds,
            tools,
          });
          await r.setQuestions(newId, questionIds);
          return newId;
        }),
      );
      return { practice: await load(id), questions: await repo.questions(id) };
    },

    /**
     * Title, time limit, tools and questions. Once taken, the question list may be re-sent unchanged
     * but not reordered, shortened or extended.
     */
    async update(caller: Caller, id: number, patch: PracticePatch): Promise<PracticeDetail> {
      const current = authorize(caller, await repo.find(id), isOwner(caller));
      const tools = patch.tools ? [...new Set(patch.tools)] : current.tools;
      await check(caller, current.section, patch.tools ? tools : undefined, patch.question_ids);
      await guardTitle(() =>
        ds.transaction(async (m) => {
          const r = practicesRepository(m);
          const locked = await r.lockTaken(id);
          if (!locked) return;
          if (patch.question_ids) {
            const changed = !sameOrder(await r.questionIds(id), patch.question_ids);
            if (changed && locked.firstTakenAt) throw hasTaken();
            if (changed) await r.setQuestions(id, patch.question_ids);
          }
          await r.update(id, {
            title: patch.title ?? current.title,
            timeLimitSeconds: patch.time_limit_seconds ?? current.timeLimitSeconds,
            tools,
          });
        }),
      );
      return { practice: await load(id), questions: await repo.questions(id) };
    },

    async setStatus(caller: Caller, id: number, status: PublishStatus): Promise<PracticeDetail> {
      const current = authorize(caller, await repo.find(id), isOwner(caller));
      if (status === 'published' && current.questionCount === 0) throw fieldError({ question_ids: 'validation.practice.publish.empty' });
      await repo.setStatus(id, status);
      return { practice: await load(id), questions: await repo.questions(id) };
    },

    /** An unpublished, untaken copy owned by the caller, of any practice the caller sees as an author. */
    async duplicate(caller: Caller, id: number): Promise<PracticeDetail> {
      const source = authorize(caller, await repo.find(id), canSee(caller));
      const copyId = await guardTitle(() =>
        ds.transaction(async (m) => {
          const r = practicesRepository(m);
          const title = copyTitle(source.title, await r.titlesStartingWith(caller.id, source.title));
          const newId = await r.insert(
            caller.id,
            ownerKindOf(caller),
            {
              title,
              version: source.version,
              kind: source.kind,
              section: source.section,
              timeLimitSeconds: source.timeLimitSeconds,
              tools: source.tools,
            },
            source.id,
          );
          await r.setQuestions(newId, await r.questionIds(id));
          return newId;
        }),
      );
      return { practice: await load(copyId), questions: await repo.questions(copyId) };
    },

    async remove(caller: Caller, id: number): Promise<void> {
      authorize(caller, await repo.find(id), isOwner(caller));
      await ds.transaction(async (m) => {
        const r = practicesRepository(m);
        const locked = await r.lockTaken(id);
        if (!locked) return; // deleted meanwhile: the outcome the caller wanted
        if (locked.firstTakenAt) throw hasTaken();
        if (await r.inUse(id)) throw practiceInUse();
        await r.remove(id);
      });
    },
  };
}
export type PracticesService = ReturnType<typeof practicesService>;
