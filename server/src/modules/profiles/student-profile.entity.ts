import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'student_profiles' })
export class StudentProfile {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'text' })
  school: string;

  @Column({ name: 'grade_level', type: 'text', nullable: true })
  gradeLevel: string | null;

  @Column({ name: 'graduation_year', type: 'integer', nullable: true })
  graduationYear: number | null;

  @Column({ type: 'text' })
  phone: string;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ name: 'language_preference', type: 'text', nullable: true })
  languagePreference: string | null;

  @Column({ type: 'text', nullable: true })
  referral: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
