/** OpenAPI part of the question bank. */
import { ALL_SECTIONS, DIFFICULTIES, OWNER_KINDS, PUBLISH_STATUSES, QUESTION_TYPES, TEST_VERSIONS } from '@app/shared';
import { AUTHOR_ROLES } from '../../core/access';
import { arr, bool, int, obj, oneOfStr, op, paged, pageQuery as page, ref, str, type OpenApiPart } from '../../lib/openapi';

const AUTHORS = [...AUTHOR_ROLES];
const questionType = oneOfStr(QUESTION_TYPES);
const difficulty = oneOfStr(DIFFICULTIES);
const publishStatus = oneOfStr(PUBLISH_STATUSES);
const ownerKind = oneOfStr(OWNER_KINDS);
const section = oneOfStr(ALL_SECTIONS);
const version = oneOfStr(TEST_VERSIONS);
const labelRef = ref('Label');
const questionFields = {
  source: str({ nullable: true }),
  type: questionType,
  section,
  domain: str({ description: 'a domain of the section (@app/shared sat-taxonomy)' }),
  skill: str({ description: 'a skill of the domain' }),
  difficulty,
  stem: str({ description: 'rich text with TeX math, at most 20000 characters' }),
  choices: arr(ref('Choice')),
  answer_key: str({ description: 'no blanks, English symbols: B or A,C; 7/2,3.5; >=1.5&<2; * for no right answer' }),
  explanation: str(),
  passage_id: int({ nullable: true }),
  label_ids: arr(int()),
};
const questionBody = obj(questionFields, ['type', 'section', 'domain', 'skill', 'difficulty', 'stem', 'answer_key']);
const questionAction = (summary: string) =>
  op({ tag: 'Questions', summary, auth: true, roles: AUTHORS, params: ['id'], ok: { schema: ref('Question') }, errors: [403, 404] });

export const questionsOpenApi: OpenApiPart = {
  paths: {
    '/questions': {
      get: op({
        tag: 'Questions',
        summary: "Question list: admins see all; other authors their own and the admins' published ones. Newest change first.",
        auth: true,
        roles: AUTHORS,
        query: {
          section,
          domain: str(),
          skill: str(),
          difficulty,
          type: questionType,
          label: int(),
          q: str({ description: 'full-text search of stem and explanation (word prefixes)' }),
          status: publishStatus,
          mine: bool(),
          ...page,
        },
        ok: { schema: paged(ref('QuestionSummary')) },
        errors: [403],
      }),
      post: op({
        tag: 'Questions',
        summary: 'Create a question (a draft owned by the caller)',
        auth: true,
        roles: AUTHORS,
        body: questionBody,
        ok: { status: 201, schema: ref('Question') },
        errors: [403],
      }),
    },
    '/questions/{id}': {
      get: op({
        tag: 'Questions',
        summary: 'A question with its answer key (owner or admin)',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { schema: ref('Question') },
        errors: [403, 404],
      }),
      patch: op({
        tag: 'Questions',
        summary: 'Update a question (owner or admin); the merged question is validated',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        body: obj(questionFields),
        ok: { schema: ref('Question') },
        errors: [403, 404],
      }),
      delete: op({
        tag: 'Questions',
        summary: 'Delete a question (owner or admin)',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [400, 403, 404],
      }),
    },
    '/questions/{id}/duplicate': {
      post: op({
        tag: 'Questions',
        summary: 'Copy a question the caller can see into a draft the caller owns (labels included)',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { status: 201, schema: ref('Question') },
        errors: [403, 404],
      }),
    },
    '/questions/{id}/publish': { post: questionAction('Publish a question (owner or admin)') },
    '/questions/{id}/unpublish': { post: questionAction('Move a question to drafts (owner or admin)') },
  },
  schemas: {
    Choice: obj({ label: str({ example: 'A' }), text: str() }, ['label', 'text']),
    Question: obj({
      id: int(),
      ...questionFields,
      version,
      passage: obj({ id: int(), title: str() }),
      labels: arr(labelRef),
      status: publishStatus,
      owner_id: int(),
      owner_kind: ownerKind,
      created_at: str({ format: 'date-time' }),
      updated_at: str({ format: 'date-time' }),
    }),
    QuestionSummary: obj({
      id: int(),
      type: questionType,
      version,
      section,
      domain: str(),
      skill: str(),
      difficulty,
      status: publishStatus,
      owner_id: int(),
      owner_kind: ownerKind,
      labels: arr(labelRef),
      updated_at: str({ format: 'date-time' }),
      stem_excerpt: str(),
      passage_id: int({ nullable: true }),
    }),
  },
};
