import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Codes handed to real instructors; a teacher who enters a valid one is marked as a verified instructor. */
@Entity({ name: 'instructor_codes' })
export class InstructorCode {
  @PrimaryColumn({ type: 'text' })
  code: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
