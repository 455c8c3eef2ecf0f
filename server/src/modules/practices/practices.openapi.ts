/** OpenAPI part of practices: a module, section, drill or quick test made of ordered questions. */
import { PRACTICE_KINDS, PRACTICE_TOOLS, TEST_VERSIONS } from '@app/shared';
import { lifecyclePaths, ownedFields } from '../../core/content';
import { arr, int, obj, oneOfStr, str, type OpenApiPart } from '../../lib/openapi';

const version = oneOfStr(TEST_VERSIONS);

/** What a test taker reads of a practice (also a part of a full set or an adaptive set). */
export const practicePublicSchema = obj({
  id: int(),
  title: str(),
  version,
  kind: oneOfStr(PRACTICE_KINDS),
  section: str(),
  question_count: int(),
  time_limit_seconds: int(),
  tools: arr(oneOfStr(PRACTICE_TOOLS)),
});
const practice = obj({
  ...(practicePublicSchema.properties as Record<string, Record<string, unknown>>),
  ...ownedFields,
  questions: arr(
    obj({
      position: int(),
      question: obj({ id: int(), type: str(), section: str(), domain: str(), skill: str(), difficulty: str(), stem_excerpt: str() }),
    }),
  ),
});
const practiceBody = (required: string[]) =>
  obj(
    {
      title: str({ maxLength: 255 }),
      version,
      kind: oneOfStr(PRACTICE_KINDS),
      section: str(),
      time_limit_seconds: int({ minimum: 60, maximum: 18000 }),
      tools: arr(str()),
      question_ids: arr(int()),
    },
    required,
  );

export const practicesOpenApi: OpenApiPart = {
  paths: lifecyclePaths({
    base: '/practices',
    tag: 'Practices',
    noun: 'Practice',
    item: practice,
    publicItem: practicePublicSchema,
    body: practiceBody,
    filters: { kind: str(), version, section: str() },
    createRequired: ['title', 'version', 'kind', 'section', 'time_limit_seconds'],
  }),
};
