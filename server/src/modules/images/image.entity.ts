import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'images' })
export class Image {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  /** File name under the upload folder (random, never the client's name). */
  @Column({ name: 'stored_name', type: 'text' })
  storedName: string;

  @Column({ type: 'text' })
  mime: string;

  @Column({ type: 'integer' })
  size: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
