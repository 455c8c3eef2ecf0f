/**
 * The names QTI 3.0 gives things, and the practice as a package carries it: what the exporter writes and
 * the importer reads back (so a round trip is the identity on this model).
 */
import type { Difficulty, PracticeKind, PracticeTool, QuestionType, Section } from '@app/shared';

export const QTI_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
export const QTI_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd';
export const CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
export const CP_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd';
export const LOM_NS = 'http://ltsc.ieee.org/xsd/LOM';
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

export const RESOURCE_TYPES = {
  test: 'imsqti_test_xmlv3p0',
  item: 'imsqti_item_xmlv3p0',
  stimulus: 'imsqti_stimulus_xmlv3p0',
} as const;

/** The taxonomy source our classification uses in the manifest's LOM metadata. */
export const TAXON_SOURCE = 'digital-sat';
/** How a grid-in range travels: a custom operator (QTI has no "number in a range" for text answers). */
export const RANGE_OPERATOR_CLASS = 'sat.numeric-condition';
export const RANGE_DEFINITION_PREFIX = 'urn:sat:numeric-condition:';

/** LOM's difficulty vocabulary (very easy ... very difficult) for ours. */
export const LOM_DIFFICULTY: Record<Difficulty, string> = { easy: 'easy', medium: 'medium', hard: 'difficult' };

export interface PackagePassage {
  ref: string;
  title: string;
  body: string;
  source: string | null;
}

export interface PackageQuestion {
  type: QuestionType;
  section: Section;
  domain: string;
  skill: string;
  difficulty: Difficulty;
  stem: string;
  choices: { label: string; text: string }[];
  answerKey: string;
  explanation: string;
  source: string | null;
  /** The passage's `ref` in the package, or null. */
  passageRef: string | null;
}

export interface PackagePractice {
  title: string;
  kind: PracticeKind;
  section: Section;
  timeLimitSeconds: number;
  tools: PracticeTool[];
  questions: PackageQuestion[];
  passages: PackagePassage[];
}
