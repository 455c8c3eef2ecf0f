import type { DataSource, EntityManager } from 'typeorm';
import { Image } from './image.entity';

export function imagesRepository(db: DataSource | EntityManager) {
  const repo = db.getRepository(Image);
  return {
    async insert(row: Pick<Image, 'ownerId' | 'storedName' | 'mime' | 'size'>): Promise<Image> {
      const image = repo.create(row);
      await repo.insert(image);
      return image;
    },
    findById: (id: number) => repo.findOne({ select: { id: true, ownerId: true, storedName: true }, where: { id } }),
    findByStoredName: (storedName: string) => repo.findOne({ select: { id: true, storedName: true, mime: true, size: true }, where: { storedName } }),
    /** Whether the image belongs to one of the users (an avatar must be its user's own upload). */
    ownedByAny: (imageId: number, ownerIds: number[]) =>
      repo.createQueryBuilder('i').where('i.id = :imageId AND i.ownerId IN (:...ownerIds)', { imageId, ownerIds }).getExists(),
    /** The users.avatar_image_id foreign key (ON DELETE SET NULL) clears any avatar pointing here. */
    remove: (id: number) => repo.delete({ id }),
  };
}
