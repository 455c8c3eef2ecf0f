/** OpenAPI part of full practice sets and digital adaptive sets. */
import { SECTIONS, TEST_VERSIONS, type TestVersionId } from '@app/shared';
import { lifecyclePaths, ownedFields } from '../../core/content';
import { arr, int, obj, oneOfStr, str, type OpenApiPart } from '../../lib/openapi';
import { practicePublicSchema } from '../practices';

const version = oneOfStr(TEST_VERSIONS);
/** Adaptive sets are digital tests only. */
const DIGITAL: TestVersionId = 'digital';
const adaptiveSection = oneOfStr(SECTIONS[DIGITAL]);

const practiceSet = obj({
  id: int(),
  title: str(),
  version,
  question_count: int(),
  time_limit_seconds: int(),
  items: arr(obj({ position: int(), practice: practicePublicSchema, break_after_seconds: int() })),
  ...ownedFields,
});
const setBody = (required: string[]) =>
  obj(
    { title: str(), version, items: arr(obj({ practice_id: int(), break_after_seconds: int({ minimum: 0, maximum: 3600 }) }, ['practice_id'])) },
    required,
  );

const adaptiveSet = obj({
  id: int(),
  title: str(),
  version: oneOfStr([DIGITAL]),
  break_after_seconds: int(),
  sections: arr(
    obj({
      position: int(),
      section: adaptiveSection,
      module1: practicePublicSchema,
      easier_module2: practicePublicSchema,
      harder_module2: practicePublicSchema,
      routing_threshold: int({ description: 'authors only' }),
    }),
  ),
  ...ownedFields,
});
const adaptiveBody = (required: string[]) =>
  obj(
    {
      title: str(),
      break_after_seconds: int({ minimum: 0, maximum: 3600, default: 600 }),
      sections: arr(
        obj(
          {
            section: adaptiveSection,
            module1_id: int(),
            easier_module2_id: int(),
            harder_module2_id: int(),
            routing_threshold: int({ minimum: 0, description: 'module 1 correct answers at or above it route to the harder module 2' }),
          },
          ['section', 'module1_id', 'easier_module2_id', 'harder_module2_id', 'routing_threshold'],
        ),
      ),
    },
    required,
  );

export const practiceSetsOpenApi: OpenApiPart = {
  paths: {
    ...lifecyclePaths({
      base: '/practice-sets',
      tag: 'Practice sets',
      noun: 'Full practice set',
      item: practiceSet,
      publicItem: practiceSet,
      body: setBody,
      filters: { version },
      createRequired: ['title', 'version'],
    }),
    ...lifecyclePaths({
      base: '/adaptive-sets',
      tag: 'Adaptive sets',
      noun: 'Adaptive set',
      item: adaptiveSet,
      publicItem: adaptiveSet,
      body: adaptiveBody,
      filters: {},
      createRequired: ['title', 'sections'],
    }),
  },
};
