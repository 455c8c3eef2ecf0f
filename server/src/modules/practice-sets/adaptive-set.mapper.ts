import type { AdaptiveSectionDto, AdaptiveSetDto, AdaptiveSetPublicDto } from '@app/shared';
import { toOwnedFieldsDto } from '../../core/content';
import { toPracticePublicDto } from '../practices';
import type { AdaptiveSetDetail } from './adaptive-sets.service';

/** Test takers see the modules' public shapes and not the routing threshold. */
export function toAdaptiveSetPublicDto(d: AdaptiveSetDetail, author = false): AdaptiveSetPublicDto {
  const practice = (id: number) => toPracticePublicDto(d.practices.get(id)!);
  return {
    id: d.set.id,
    title: d.set.title,
    version: 'digital',
    break_after_seconds: d.set.breakAfterSeconds,
    sections: d.sections.map((s): AdaptiveSectionDto => ({
      position: s.position,
      section: s.section,
      module1: practice(s.module1Id),
      easier_module2: practice(s.easierModule2Id),
      harder_module2: practice(s.harderModule2Id),
      ...(author ? { routing_threshold: s.routingThreshold } : {}),
    })),
  };
}

export const toAdaptiveSetDto = (d: AdaptiveSetDetail): AdaptiveSetDto => ({
  ...toAdaptiveSetPublicDto(d, true),
  version: 'digital',
  ...toOwnedFieldsDto(d.set),
});
