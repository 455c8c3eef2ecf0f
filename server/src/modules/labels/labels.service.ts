import type { DataSource } from 'typeorm';
import { fieldError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/sql';
import { labelsRepository, type LabelRecord } from './labels.repository';

const nameTaken = () => fieldError({ name: 'validation.label.taken' });

export function labelsService(ds: DataSource) {
  const repo = labelsRepository(ds);

  /** The pre-check gives the usual answer; the unique index answers the race between two requests. */
  async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  return {
    list: () => repo.all(),

    async create(name: string): Promise<LabelRecord> {
      if (await repo.nameTaken(name)) throw nameTaken();
      return guardUnique(() => repo.insert(name));
    },

    async rename(id: number, name: string): Promise<LabelRecord> {
      if (!(await repo.find(id))) throw notFound();
      if (await repo.nameTaken(name, id)) throw nameTaken();
      const label = await guardUnique(() => repo.rename(id, name));
      if (!label) throw notFound();
      return label;
    },

    /** Questions lose the label (question_labels cascades). */
    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw notFound();
    },
  };
}
export type LabelsService = ReturnType<typeof labelsService>;
