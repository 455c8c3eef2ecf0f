import { CLASS_LIMITS } from '@app/shared';

/** A material link must be a valid http(s) URL (spec section 5), as the server checks it. */
export function isValidLink(value: string): boolean {
  const text = value.trim();
  if (!text || text.length > CLASS_LIMITS.materialLinkMax) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
