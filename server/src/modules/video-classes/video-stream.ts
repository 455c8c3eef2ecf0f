/**
 * Serving an uploaded video: a signed link (a <video> element sends no bearer token, so the lesson's detail
 * hands out a URL signed for one viewer that expires), and HTTP range requests (RFC 9110 section 14): the
 * player asks for the parts it needs and seeks without downloading the whole file.
 */
import crypto from 'node:crypto';

/** How long a stream link stays valid: a long lesson, paused for a while, still plays. */
export const STREAM_LINK_SECONDS = 6 * 3600;

export const streamSignature = (secret: string, lessonId: number, viewerId: number, expires: number): string =>
  crypto.createHmac('sha256', secret).update(`video-stream:${lessonId}:${viewerId}:${expires}`).digest('hex');

export function signatureMatches(secret: string, lessonId: number, viewerId: number, expires: number, sig: string): boolean {
  const want = Buffer.from(streamSignature(secret, lessonId, viewerId, expires), 'hex');
  const got = Buffer.from(sig, 'hex');
  return got.length === want.length && crypto.timingSafeEqual(got, want);
}

export type ByteRange = { start: number; end: number };

/**
 * The one range a `Range` header asks of a file of `size` bytes: `whole` when there is none or it cannot
 * be read (a server may ignore such a header and answer 200), `unsatisfiable` (416) when it starts past
 * the end. Several ranges are answered whole: players ask for one.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  if (m[1] === '') {
    // A suffix: the last N bytes.
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
