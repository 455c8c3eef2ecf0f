/** OpenAPI part: question import (docs/question-import.md). */
import {
  ALL_SECTIONS,
  DIFFICULTIES,
  QUESTION_IMPORT_AI_FALLBACKS,
  QUESTION_IMPORT_ANALYZERS,
  QUESTION_IMPORT_FAILURES,
  QUESTION_IMPORT_LIMITS as L,
  QUESTION_IMPORT_SOURCES,
  QUESTION_IMPORT_STATUSES,
  QUESTION_TYPES,
} from '@app/shared';
import { AUTHOR_ROLES } from '../../core/access';
import { arr, int, obj, oneOfStr, op, paged, pageQuery as page, ref, str, type OpenApiPart } from '../../lib/openapi';

const tag = 'Question import';
const roles = [...AUTHOR_ROLES];
const passage = obj({ title: str(), body: str() }, ['title', 'body']);
const draftFields = {
  type: oneOfStr(QUESTION_TYPES),
  section: oneOfStr(ALL_SECTIONS),
  domain: str(),
  skill: str(),
  difficulty: oneOfStr(DIFFICULTIES),
  stem: str(),
  choices: arr(ref('Choice')),
  answer_key: str({ description: 'empty when the document had none; checked by the shared answer-key rules' }),
  explanation: str(),
  passage: { ...passage, nullable: true },
};
const draft = obj({
  id: int(),
  position: int(),
  ...draftFields,
  source_excerpt: str({ description: 'the part of the document the draft was read from' }),
  problems: { type: 'object', additionalProperties: str(), description: 'field -> message id of what keeps it from import; empty when ready' },
  question_id: int({ nullable: true }),
});
const summaryFields = {
  id: int(),
  title: str(),
  source_kind: oneOfStr(QUESTION_IMPORT_SOURCES),
  status: oneOfStr(QUESTION_IMPORT_STATUSES),
  analyzer: oneOfStr(QUESTION_IMPORT_ANALYZERS, { nullable: true }),
  progress: obj({ done: int(), total: int() }),
  draft_count: int(),
  imported_count: int(),
  created_at: str({ format: 'date-time' }),
  updated_at: str({ format: 'date-time' }),
};
const detail = obj({
  ...summaryFields,
  failure: oneOfStr(QUESTION_IMPORT_FAILURES, { nullable: true }),
  ai_fallback: oneOfStr(QUESTION_IMPORT_AI_FALLBACKS, { nullable: true }),
  source_text: str(),
  drafts: arr(draft),
});

export const questionImportsOpenApi: OpenApiPart = {
  paths: {
    '/question-imports': {
      get: op({
        tag,
        summary: "The caller's imports, newest first",
        auth: true,
        roles,
        query: { ...page },
        ok: { schema: paged(obj(summaryFields)) },
        errors: [403],
      }),
      post: op({
        tag,
        summary: `Uploads a document to analyse (202, status analyzing): multipart \`file\` (a PDF or DOCX by its content, at most ${L.fileMaxBytes} bytes) and \`title\`, or JSON \`{ text, title }\` (pasted text, at most ${L.textMax} characters)`,
        auth: true,
        roles,
        body: obj({ title: str(), text: str() }),
        ok: { status: 202, schema: detail },
        errors: [403, 413],
      }),
    },
    '/question-imports/{id}': {
      get: op({
        tag,
        summary: 'An import with its state, progress, source text and drafts (its author only)',
        auth: true,
        roles,
        params: ['id'],
        ok: { schema: detail },
        errors: [403, 404],
      }),
      delete: op({
        tag,
        summary: 'Deletes an import and its drafts (imported questions stay in the bank); 409 while importing',
        auth: true,
        roles,
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [403, 404, 409],
      }),
    },
    '/question-imports/{id}/drafts/{draftId}': {
      patch: op({
        tag,
        summary: "Fixes a draft: the merged draft must pass the bank's rules (422 per field); 409 once imported or while the import runs",
        auth: true,
        roles,
        params: ['id', 'draftId'],
        body: obj(draftFields),
        ok: { schema: draft },
        errors: [403, 404, 409],
      }),
    },
    '/question-imports/{id}/import': {
      post: op({
        tag,
        summary: 'Imports the chosen drafts into the bank in bulk (202, status importing; progress on the import); each draft at most once',
        auth: true,
        roles,
        params: ['id'],
        body: obj({ draft_ids: arr(int()) }, ['draft_ids']),
        ok: { status: 202, schema: detail },
        errors: [403, 404, 409],
      }),
    },
  },
};
