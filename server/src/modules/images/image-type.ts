/**
 * What an upload really is, read from its first bytes. The client's mimetype and file name are
 * attacker-controlled; only these signatures decide what we store and later serve as an image.
 * SVG is deliberately absent: it is a document that can carry script.
 */
export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  ext: 'png' | 'jpg' | 'gif' | 'webp';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [...'GIF87a'].map((c) => c.charCodeAt(0));
const GIF89 = [...'GIF89a'].map((c) => c.charCodeAt(0));
const RIFF = [...'RIFF'].map((c) => c.charCodeAt(0));
const WEBP = [...'WEBP'].map((c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, sig: number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** Names we generate: 32 hex characters and one of our extensions. Anything else is not ours to serve. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
