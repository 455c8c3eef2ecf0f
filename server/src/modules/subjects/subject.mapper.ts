import type { SubjectDto } from '@app/shared';
import type { SubjectRecord } from './subjects.repository';

export const toSubjectDto = (s: SubjectRecord): SubjectDto => ({
  id: s.id,
  kind: s.kind,
  code: s.code,
  parent: s.parent,
  names: { 'en-US': s.nameEn, 'zh-CN': s.nameZhCn, 'zh-TW': s.nameZhTw },
  archived: s.archived,
});
