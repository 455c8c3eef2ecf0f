import type { OwnerKind } from '@app/shared';
import type { OwnedRow } from '../access';

/** The columns every owned-content table has (practices, practice_sets, adaptive_sets). */
export interface OwnedRecord extends OwnedRow {
  id: number;
  title: string;
  firstTakenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Who new content belongs to: the author, and the owner kind their role gives it. */
export interface ContentOwner {
  id: number;
  kind: OwnerKind;
}
