import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Lang, Role } from '@app/shared';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  email: string;

  /** Null for partner-token users who never set a password. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ name: 'first_name', type: 'text', default: '' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text', default: '' })
  lastName: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles: Role[];

  @Column({ type: 'text', default: 'EN-US' })
  lang: Lang;

  @Column({ type: 'text', default: 'Asia/Taipei' })
  timezone: string;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ name: 'pro_expired_at', type: 'timestamptz', nullable: true })
  proExpiredAt: Date | null;

  @Column({ name: 'taken_unlimited_expire_at', type: 'timestamptz', nullable: true })
  takenUnlimitedExpireAt: Date | null;

  /** Coins. Changed only together with a ledger row (wallet capability). */
  @Column({ type: 'integer', default: 0 })
  balance: number;

  @Column({ name: 'referral_code_used', type: 'text', nullable: true })
  referralCodeUsed: string | null;

  /** The tenant the account was created through, and the partner's own id for token logins. */
  @Column({ type: 'text', default: 'main' })
  product: string;

  @Column({ name: 'external_id', type: 'text', nullable: true })
  externalId: string | null;

  @Column({ name: 'avatar_image_id', type: 'integer', nullable: true })
  avatarImageId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
