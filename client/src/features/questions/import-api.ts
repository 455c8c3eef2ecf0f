import {
  QUESTION_IMPORT_FILE_FIELD,
  type PagedDto,
  type QuestionDraftDto,
  type QuestionDraftPatch,
  type QuestionImportDto,
  type QuestionImportSummaryDto,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/** Question import (server module question-imports): upload, follow the analysis, fix drafts, import. */
export const questionImportsApi = (api: ApiClient) => ({
  list: (page: number) => api.get<PagedDto<QuestionImportSummaryDto>>('question-imports', { query: { page } }),
  get: (id: number, options: { background?: boolean } = {}) => api.get<QuestionImportDto>(`question-imports/${id}`, options),
  upload: (file: File, title: string) => {
    const form = new FormData();
    form.append(QUESTION_IMPORT_FILE_FIELD, file);
    if (title.trim()) form.append('title', title.trim());
    return api.post<QuestionImportDto>('question-imports', form);
  },
  paste: (text: string, title: string) => api.post<QuestionImportDto>('question-imports', { text, ...(title.trim() ? { title: title.trim() } : {}) }),
  updateDraft: (id: number, draftId: number, patch: QuestionDraftPatch) =>
    api.patch<QuestionDraftDto>(`question-imports/${id}/drafts/${draftId}`, patch),
  startImport: (id: number, draftIds: number[]) => api.post<QuestionImportDto>(`question-imports/${id}/import`, { draft_ids: draftIds }),
  remove: (id: number) => api.delete(`question-imports/${id}`),
});
export type QuestionImportsApi = ReturnType<typeof questionImportsApi>;
