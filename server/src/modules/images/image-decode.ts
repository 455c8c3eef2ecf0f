/**
 * Uploads are decoded for real (sharp), not trusted on their first bytes: a PNG signature followed by
 * megabytes of zeros, a truncated JPEG or a decompression bomb is refused. What is stored is re-encoded
 * from the decoded pixels, so no metadata (EXIF, GPS, camera, comments) survives; the EXIF orientation is
 * applied to the pixels first so the photo still stands the right way up.
 */
import sharp from 'sharp';
import { fieldError } from '../../lib/errors';
import type { ImageType } from './image-type';

/** The longest side we keep (larger photos are refused rather than silently scaled). */
export const MAX_IMAGE_SIDE = 8000;
/** Decoding stops before allocating more than this many pixels (a 1 KB file can claim 50,000 x 50,000). */
const MAX_INPUT_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

const FORMAT: Record<ImageType['ext'], string> = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp' };

export interface DecodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The image re-encoded in its own format without metadata; a 422 on `image` when it does not decode or is too big. */
export async function decodeImage(input: Buffer, type: ImageType): Promise<DecodedImage> {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  const open = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated });
  let meta: sharp.Metadata;
  try {
    meta = await open().metadata();
  } catch {
    throw fieldError({ image: 'validation.image.type' });
  }
  // The bytes must be the format their signature claims (a PNG header on a JPEG body is not an image we serve).
  if (meta.format !== FORMAT[type.ext] || !meta.width || !meta.height) throw fieldError({ image: 'validation.image.type' });
  const height = meta.pageHeight ?? meta.height;
  if (meta.width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw fieldError({ image: 'validation.image.dimensions' });
  try {
    // rotate(): bake the EXIF orientation in; the output keeps no metadata (sharp drops it unless asked).
    const { data, info } = await open()
      .rotate()
      .toFormat(FORMAT[type.ext] as keyof sharp.FormatEnum)
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw fieldError({ image: 'validation.image.type' });
  }
}
