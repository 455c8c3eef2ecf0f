/** OpenAPI part of subjects: the taxonomy admins extend. */
import { SUBJECT_KINDS } from '@app/shared';
import { arr, bool, obj, op, ref, str, int, type OpenApiPart } from '../../lib/openapi';

const ADMINS = ['super-admin', 'admin'];
const subjectRef = ref('Subject');
const names = { name_en: str(), name_zh_cn: str(), name_zh_tw: str() };

export const subjectsOpenApi: OpenApiPart = {
  paths: {
    '/taxonomy': {
      get: op({
        tag: 'Questions',
        summary: 'The subjects admins added to the built-in SAT taxonomy (archived ones flagged); no login',
        ok: { schema: obj({ added: arr(subjectRef) }) },
      }),
    },
    '/subjects': {
      post: op({
        tag: 'Questions',
        summary: 'Add a domain (parent: reading-writing or math) or a skill (parent: a domain code); the code is made from name_en when not given',
        auth: true,
        roles: ADMINS,
        body: obj({ kind: str({ enum: [...SUBJECT_KINDS] }), parent: str(), code: str(), ...names }, [
          'kind',
          'parent',
          'name_en',
          'name_zh_cn',
          'name_zh_tw',
        ]),
        ok: { status: 201, schema: subjectRef },
        errors: [403],
      }),
    },
    '/subjects/{id}': {
      patch: op({
        tag: 'Questions',
        summary: 'Rename, archive or restore an added subject (never deleted: questions keep its code)',
        auth: true,
        roles: ADMINS,
        params: ['id'],
        body: obj({ ...names, archived: bool() }),
        ok: { schema: subjectRef },
        errors: [403, 404],
      }),
    },
  },
  schemas: {
    Subject: obj({
      id: int(),
      kind: str({ enum: [...SUBJECT_KINDS] }),
      code: str(),
      parent: str(),
      names: obj({ 'en-US': str(), 'zh-CN': str(), 'zh-TW': str() }),
      archived: bool(),
    }),
  },
};
