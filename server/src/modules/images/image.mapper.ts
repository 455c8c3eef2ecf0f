import type { ImageDto } from '@app/shared';
import type { Image } from './image.entity';

/** Where an upload is served (GET /api/uploads/:name). */
export const imageUrl = (storedName: string): string => `/api/uploads/${storedName}`;

export const toImageDto = (i: Pick<Image, 'id' | 'storedName' | 'mime' | 'size'>): ImageDto => ({
  id: i.id,
  url: imageUrl(i.storedName),
  mime: i.mime,
  size: i.size,
});
