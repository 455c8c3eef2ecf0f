import type { LabelDto } from '@app/shared';
import type { LabelRecord } from './labels.repository';

export const toLabelDto = (l: LabelRecord): LabelDto => ({ id: l.id, name: l.name });
