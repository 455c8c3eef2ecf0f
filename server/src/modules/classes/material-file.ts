/**
 * What a material file is, told from its bytes (not its name or the client's Content-Type): PDF, images,
 * Office documents (OOXML zips and the older OLE compound files), audio and video. Anything else is refused.
 */
import type { MaterialFileKind } from '@app/shared';

export interface DetectedFile {
  kind: MaterialFileKind;
  mime: string;
}

const starts = (b: Buffer, hex: string, at = 0) => b.subarray(at, at + hex.length / 2).equals(Buffer.from(hex, 'hex'));
const ascii = (b: Buffer, text: string, at = 0) => b.subarray(at, at + text.length).toString('latin1') === text;

export function detectMaterialFile(b: Buffer): DetectedFile | null {
  if (ascii(b, '%PDF-')) return { kind: 'pdf', mime: 'application/pdf' };
  if (starts(b, '89504e470d0a1a0a')) return { kind: 'image', mime: 'image/png' };
  if (starts(b, 'ffd8ff')) return { kind: 'image', mime: 'image/jpeg' };
  if (ascii(b, 'GIF87a') || ascii(b, 'GIF89a')) return { kind: 'image', mime: 'image/gif' };
  if (ascii(b, 'RIFF') && ascii(b, 'WEBP', 8)) return { kind: 'image', mime: 'image/webp' };
  if (ascii(b, 'RIFF') && ascii(b, 'WAVE', 8)) return { kind: 'audio', mime: 'audio/wav' };
  if (ascii(b, 'RIFF') && ascii(b, 'AVI ', 8)) return { kind: 'video', mime: 'video/x-msvideo' };
  if (starts(b, '504b0304')) {
    // An OOXML document is a zip with a content-types part and its application folder.
    const text = b.toString('latin1');
    if (!text.includes('[Content_Types].xml')) return null;
    if (text.includes('word/')) return { kind: 'office', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    if (text.includes('xl/')) return { kind: 'office', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    if (text.includes('ppt/')) return { kind: 'office', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' };
    return null;
  }
  if (starts(b, 'd0cf11e0a1b11ae1')) return { kind: 'office', mime: 'application/x-ole-storage' };
  if (ascii(b, 'ID3') || starts(b, 'fffb') || starts(b, 'fff3') || starts(b, 'fff2')) return { kind: 'audio', mime: 'audio/mpeg' };
  if (ascii(b, 'OggS')) return { kind: 'audio', mime: 'audio/ogg' };
  if (ascii(b, 'fLaC')) return { kind: 'audio', mime: 'audio/flac' };
  if (ascii(b, 'ftyp', 4)) {
    const brand = b.subarray(8, 12).toString('latin1');
    return brand.startsWith('M4A')
      ? { kind: 'audio', mime: 'audio/mp4' }
      : { kind: 'video', mime: brand === 'qt  ' ? 'video/quicktime' : 'video/mp4' };
  }
  if (starts(b, '1a45dfa3')) return { kind: 'video', mime: 'video/webm' };
  return null;
}
