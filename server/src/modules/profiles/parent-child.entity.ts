import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A parent follows a student. */
@Entity({ name: 'parent_children' })
export class ParentChild {
  @PrimaryColumn({ name: 'parent_id', type: 'integer' })
  parentId: number;

  @PrimaryColumn({ name: 'student_id', type: 'integer' })
  studentId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
