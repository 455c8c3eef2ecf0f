/** Uploaded images (avatars): stored as files with unguessable names, each with a row recording its owner and real type. */
import type { DataSource, EntityManager } from 'typeorm';
import type { AppModule } from '../../core/app-module';
import { fromRoot } from '../../lib/paths';
import { Image } from './image.entity';
import { imagesController } from './images.controller';
import { imagesOpenApi } from './images.openapi';
import { imagesRepository } from './images.repository';
import { imagesRouter } from './images.routes';
import { imagesService } from './images.service';

export { imageUrl } from './image.mapper';

/** Whether the image belongs to one of `ownerIds`. */
export const imageOwnedByAny = (db: DataSource | EntityManager, imageId: number, ownerIds: number[]): Promise<boolean> =>
  imagesRepository(db).ownedByAny(imageId, ownerIds);

export const imagesModule: AppModule = {
  name: 'images',
  router: (ctx, { requireAuth }) =>
    imagesRouter(imagesController(imagesService({ ds: ctx.ds, dir: fromRoot(ctx.config.uploadDir), logger: ctx.logger })), requireAuth),
  openapi: imagesOpenApi,
  entities: [Image],
};

/** The image check every upload of a picture goes through (tuition's payment screenshots too): real type from the bytes, decoded, re-encoded without metadata. */
export { detectImageType, type ImageType } from './image-type';
export { decodeImage } from './image-decode';
