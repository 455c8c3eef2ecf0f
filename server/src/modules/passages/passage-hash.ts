import crypto from 'node:crypto';
import { htmlToText } from '../../lib/html-text';

/**
 * The text that identifies a passage: tags stripped (as a space, so `<p>a</p><p>b</p>` reads "a b"),
 * the common entities decoded, whitespace collapsed, lower-cased. Two bodies differing only in markup,
 * spacing or case are the same passage.
 */
export const normalizePassageBody = (body: string): string => htmlToText(body).toLowerCase();

export const passageBodyHash = (body: string): string => crypto.createHash('sha256').update(normalizePassageBody(body)).digest('hex');
