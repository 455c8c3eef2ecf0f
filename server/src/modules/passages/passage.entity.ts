import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OwnerKind } from '@app/shared';

@Entity({ name: 'passages' })
export class Passage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @Column({ name: 'owner_kind', type: 'text' })
  ownerKind: OwnerKind;

  @Column({ type: 'text' })
  title: string;

  /** Rich text with TeX math. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', nullable: true })
  source: string | null;

  /** See passage-hash.ts. */
  @Column({ name: 'body_hash', type: 'text' })
  bodyHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
