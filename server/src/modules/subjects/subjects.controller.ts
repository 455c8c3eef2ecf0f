import type { RequestHandler } from 'express';
import type { SubjectInput, TaxonomyDto } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import { input } from '../../lib/validate';
import { toSubjectDto } from './subject.mapper';
import type { SubjectPatch, SubjectsService } from './subjects.service';

export function subjectsController(subjects: SubjectsService) {
  return {
    taxonomy: (async (_req, res) => {
      const body: TaxonomyDto = { added: (await subjects.list()).map(toSubjectDto) };
      res.set('Cache-Control', 'no-cache').json(body);
    }) as RequestHandler,

    create: (async (req, res) => {
      res.status(201).json(toSubjectDto(await subjects.create(input<SubjectInput>(req), currentUser(req).id)));
    }) as RequestHandler,

    update: (async (req, res) => {
      const { id, ...patch } = input<SubjectPatch & { id: number }>(req);
      res.json(toSubjectDto(await subjects.update(id, patch)));
    }) as RequestHandler,
  };
}
export type SubjectsController = ReturnType<typeof subjectsController>;
