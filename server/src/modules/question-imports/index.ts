/**
 * Question import (issue 16): documents read into draft questions (AI or parser) by a job, fixed by their
 * author, and imported into the bank in bulk by a job. Writes question_imports and question_import_drafts;
 * creates questions and passages through those modules. Contract: docs/question-import.md.
 */
import type { AppModule } from '../../core/app-module';
import { fromRoot } from '../../lib/paths';
import { diskStorage } from '../../lib/storage';
import { questionImportsController } from './question-imports.controller';
import { questionImportsOpenApi } from './question-imports.openapi';
import { questionImportsRouter } from './question-imports.routes';
import { analyzeImport, IMPORT_RECOVERY_INTERVAL_MS, questionImportsService, recoverImports, runImport } from './question-imports.service';

export const questionImportsModule: AppModule = {
  name: 'question-imports',
  router: (ctx, { requireAuth }) =>
    questionImportsRouter(
      questionImportsController(
        questionImportsService({
          ds: ctx.ds,
          clock: ctx.clock,
          queue: ctx.queue,
          storage: diskStorage(fromRoot(ctx.config.uploadDir)),
          ai: ctx.config.ai,
        }),
      ),
      requireAuth,
    ),
  openapi: questionImportsOpenApi,
  jobs: ({ ds, clock, logger, config }) => {
    const deps = { ds, clock, logger, storage: diskStorage(fromRoot(config?.uploadDir ?? '.data/uploads')), ai: config?.ai ?? null };
    return {
      'analyze-question-import': ({ importId }) => analyzeImport(deps, importId),
      'import-question-drafts': ({ importId }) => runImport(ds, clock, importId),
      'recover-question-imports': async () => void (await recoverImports(deps)),
    };
  },
  schedules: [{ job: 'recover-question-imports', everyMs: IMPORT_RECOVERY_INTERVAL_MS }],
};
