import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ChoiceDto, Difficulty, OwnerKind, PublishStatus, QuestionType, Section, TestVersionId } from '@app/shared';

/** The generated `search` tsvector column is left out: only SQL reads it. */
@Entity({ name: 'questions' })
export class Question {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @Column({ name: 'owner_kind', type: 'text' })
  ownerKind: OwnerKind;

  @Column({ type: 'text', nullable: true })
  source: string | null;

  @Column({ type: 'text' })
  type: QuestionType;

  /** Derived from the section. */
  @Column({ type: 'text' })
  version: TestVersionId;

  @Column({ type: 'text' })
  section: Section;

  @Column({ type: 'text' })
  domain: string;

  @Column({ type: 'text' })
  skill: string;

  @Column({ type: 'text' })
  difficulty: Difficulty;

  @Column({ type: 'text' })
  stem: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  choices: ChoiceDto[];

  @Column({ name: 'answer_key', type: 'text' })
  answerKey: string;

  @Column({ type: 'text', default: '' })
  explanation: string;

  @Column({ name: 'passage_id', type: 'integer', nullable: true })
  passageId: number | null;

  /** The question this one was duplicated from. */
  @Column({ name: 'copied_from_id', type: 'integer', nullable: true })
  copiedFromId: number | null;

  @Column({ type: 'text', default: 'draft' })
  status: PublishStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
