import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A parent follows a student, once the student has confirmed it. */
@Entity({ name: 'parent_children' })
export class ParentChild {
  @PrimaryColumn({ name: 'parent_id', type: 'integer' })
  parentId: number;

  @PrimaryColumn({ name: 'student_id', type: 'integer' })
  studentId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Null while the student has not confirmed the link: the parent then sees nothing of them. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;
}
