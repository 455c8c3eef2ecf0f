import type { PracticeSetDto, PracticeSetPublicDto } from '@app/shared';
import { toOwnedFieldsDto } from '../../core/content';
import { toPracticePublicDto } from '../practices';
import type { PracticeSetDetail } from './practice-sets.service';

export function toPracticeSetPublicDto(d: PracticeSetDetail): PracticeSetPublicDto {
  const items = d.items.map((i) => ({
    position: i.position,
    practice: toPracticePublicDto(d.practices.get(i.practiceId)!),
    break_after_seconds: i.breakAfterSeconds,
  }));
  return {
    id: d.set.id,
    title: d.set.title,
    version: d.set.version,
    question_count: items.reduce((n, i) => n + i.practice.question_count, 0),
    time_limit_seconds: items.reduce((n, i) => n + i.practice.time_limit_seconds, 0),
    items,
  };
}

export const toPracticeSetDto = (d: PracticeSetDetail): PracticeSetDto => ({
  ...toPracticeSetPublicDto(d),
  ...toOwnedFieldsDto(d.set),
});
