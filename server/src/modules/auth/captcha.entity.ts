import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A one-time, expiring captcha challenge. Kept in the database so any API replica can check it. */
@Entity({ name: 'captchas' })
export class Captcha {
  @PrimaryColumn({ type: 'uuid' })
  key: string;

  @Column({ name: 'answer_hash', type: 'text' })
  answerHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
