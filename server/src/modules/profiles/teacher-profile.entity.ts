import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { TeacherBillingDto } from '@app/shared';

@Entity({ name: 'teacher_profiles' })
export class TeacherProfile {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'text' })
  college: string;

  @Column({ type: 'text' })
  major: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'grade_level', type: 'text', nullable: true })
  gradeLevel: string | null;

  @Column({ name: 'hours_weekly', type: 'integer', nullable: true })
  hoursWeekly: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  subjects: string[];

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  /** Whole currency units; set by admins only. */
  @Column({ name: 'hourly_salary', type: 'integer', nullable: true })
  hourlySalary: number | null;

  @Column({ type: 'jsonb', nullable: true })
  billing: TeacherBillingDto | null;

  @Column({ name: 'instructor_code', type: 'text', nullable: true })
  instructorCode: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
