/**
 * IMS QTI 3.0 interchange of practices (issue 16; docs/qti.md): an author exports a practice as a QTI 3
 * content package (a zip with imsmanifest.xml, one assessment test, one item per question, one shared
 * stimulus per passage) and imports one as a new practice of their own. The contract between the server's
 * qti module and the client.
 */

export const QTI_ROUTES = {
  exportPractice: '/practices/:practiceId/qti', // GET author of the practice (or admin): the package, application/zip
  importPackage: '/qti/import', // POST author, multipart `file`: a package -> a new draft practice
} as const;
export type QtiRouteName = keyof typeof QTI_ROUTES;

export function qtiPath(name: QtiRouteName, params: Record<string, string | number> = {}): string {
  return QTI_ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`qtiPath(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}

export const QTI_LIMITS = {
  /** The uploaded package (the spec's file limit). */
  packageMaxBytes: 20 * 1024 * 1024,
  /** What its files may add up to once unpacked: a zip bomb is refused before it is inflated. */
  unpackedMaxBytes: 60 * 1024 * 1024,
  /** Items one package may bring. */
  itemsMax: 200,
} as const;

export const QTI_FILE_FIELD = 'file';

export interface QtiImportResultDto {
  practice_id: number;
  title: string;
  question_count: number;
  /** Passages created; a passage the author already has (same text) is reused, not counted. */
  passages_created: number;
  passages_reused: number;
}
