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
import { type Caller } from '../../core/access';
import { contentLifecycle, hasTaken } from '../../core/content';
import { fieldError } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { practiceInUse } from './practice-errors';
import { practicesRepository, type PracticeFilters, type PracticeQuestionRecord, type PracticeRecord } from './practices.repository';

export interface PracticeDetail {
  practice: PracticeRecord;
  questions: PracticeQuestionRecord[];
}

const sameOrder = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function practicesService(ds: DataSource) {
  const repo = practicesRepository(ds);

  const life = contentLifecycle<PracticeRecord, PracticeDetail>(ds, {
    table: 'practices',
    find: (db, id) => practicesRepository(db).find(id),
    detail: async (practice) => ({ practice, questions: await repo.questions(practice.id) }),
    publishProblems: (d): Record<string, string> => (d.practice.questionCount === 0 ? { question_ids: 'validation.practice.publish.empty' } : {}),
    async copy(m, source, owner, title) {
      const r = practicesRepository(m);
      const { version, kind, section, timeLimitSeconds, tools } = source;
      const id = await r.insert(owner.id, owner.kind, { title, version, kind, section, timeLimitSeconds, tools }, source.id);
      await r.setQuestions(id, await r.questionIds(source.id));
      return id;
    },
    async beforeRemove(m, id) {
      if (await practicesRepository(m).inUse(id)) throw practiceInUse();
    },
  });

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
      if (withQuestions) return life.show(caller, id);
      return { practice: await life.visible(caller, id), questions: [] };
    },

    async create(caller: Caller, input: PracticeInput): Promise<PracticeDetail> {
      const tools = input.tools ? [...new Set(input.tools)] : defaultTools(input.section);
      const questionIds = input.question_ids ?? [];
      await check(caller, input.section, tools, questionIds);
      return life.create(caller, async (m, owner) => {
        const r = practicesRepository(m);
        const { title, version, kind, section } = input;
        const id = await r.insert(owner.id, owner.kind, { title, version, kind, section, timeLimitSeconds: input.time_limit_seconds, tools });
        await r.setQuestions(id, questionIds);
        return id;
      });
    },

    /**
     * Title, time limit, tools and questions. Once taken, the question list may be re-sent unchanged
     * but not reordered, shortened or extended.
     */
    async update(caller: Caller, id: number, patch: PracticePatch): Promise<PracticeDetail> {
      const current = await life.owned(caller, id);
      const tools = patch.tools ? [...new Set(patch.tools)] : current.tools;
      await check(caller, current.section, patch.tools ? tools : undefined, patch.question_ids);
      return life.edit(id, async (m, taken) => {
        const r = practicesRepository(m);
        if (patch.question_ids && !sameOrder(await r.questionIds(id), patch.question_ids)) {
          if (taken) throw hasTaken();
          await r.setQuestions(id, patch.question_ids);
        }
        await r.update(id, {
          title: patch.title ?? current.title,
          timeLimitSeconds: patch.time_limit_seconds ?? current.timeLimitSeconds,
          tools,
        });
      });
    },

    setStatus: (caller: Caller, id: number, status: PublishStatus) => life.setStatus(caller, id, status),
    /** An unpublished, untaken copy owned by the caller, of any practice the caller sees as an author. */
    duplicate: (caller: Caller, id: number) => life.duplicate(caller, id),
    remove: (caller: Caller, id: number) => life.remove(caller, id),
  };
}
export type PracticesService = ReturnType<typeof practicesService>;
