import type { DataSource, EntityManager } from 'typeorm';
import { InstructorCode } from './instructor-code.entity';

/** The instructor codes a teacher may give at binding. */
export function bindingRepository(db: DataSource | EntityManager) {
  return {
    isActiveCode: (code: string) => db.getRepository(InstructorCode).exists({ where: { code, active: true } }),
  };
}
