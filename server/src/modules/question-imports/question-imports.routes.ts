import { Router, type RequestHandler } from 'express';
import { requireRole } from '../../auth/require-auth';
import { validate } from '../../lib/validate';
import { AUTHOR_ROLES } from '../../core/access';
import type { QuestionImportsController } from './question-imports.controller';
import { importUpload } from './import-upload';
import * as rules from './question-imports.validators';

/** Question import is question authoring: the roles of the question bank; each import is its author's only. */
export function questionImportsRouter(c: QuestionImportsController, requireAuth: RequestHandler): Router {
  const author = requireRole(...AUTHOR_ROLES);
  const r = Router();
  r.post('/question-imports', requireAuth, author, importUpload(), validate(rules.createImportRules), c.create);
  r.get('/question-imports', requireAuth, author, validate(rules.listImportsRules), c.list);
  r.get('/question-imports/:id', requireAuth, author, validate(rules.importIdRules), c.show);
  r.delete('/question-imports/:id', requireAuth, author, validate(rules.importIdRules), c.remove);
  r.patch('/question-imports/:id/drafts/:draftId', requireAuth, author, validate(rules.updateDraftRules), c.updateDraft);
  r.post('/question-imports/:id/import', requireAuth, author, validate(rules.startImportRules), c.startImport);
  return r;
}
