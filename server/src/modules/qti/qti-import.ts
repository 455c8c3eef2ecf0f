/**
 * Reads a QTI 3.0 content package back into a practice, refusing one that does not hold together, with
 * the reason: the zip (size, paths), the manifest (IMS CP in the QTI 3 profile: resources, files,
 * dependencies), and each XML file's structure against the QTI 3 rules the import relies on: the root
 * element in the QTI 3 namespace, only QTI 3 element names, the required attributes and their values,
 * and every identifier or href that is referenced (items, stimuli, response and outcome variables, choice
 * identifiers in the key). It is structural validation, not the whole XSD: what this product cannot use
 * (another interaction type) is refused by name too.
 */
import path from 'node:path/posix';
import { DOMParser, onErrorStopParsing, type Document, type Element } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import {
  DIFFICULTIES,
  domainsOf,
  PRACTICE_KINDS,
  PRACTICE_TOOLS,
  ALL_SECTIONS,
  QTI_LIMITS,
  type Difficulty,
  type PracticeKind,
  type PracticeTool,
} from '@app/shared';
import {
  CP_NS,
  LOM_DIFFICULTY,
  LOM_NS,
  QTI_NS,
  RANGE_DEFINITION_PREFIX,
  RANGE_OPERATOR_CLASS,
  RESOURCE_TYPES,
  TAXON_SOURCE,
  type PackagePassage,
  type PackagePractice,
  type PackageQuestion,
} from './qti-model';

/** Why a package is refused: a message id of locales/ (`qtiApi.invalid.*`) and its values. */
export class QtiInvalid extends Error {
  constructor(
    readonly messageId: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageId);
  }
}

const fail = (kind: string, values: Record<string, string | number> = {}): never => {
  throw new QtiInvalid(`qtiApi.invalid.${kind}`, values);
};

/** The QTI 3.0 element names (ASI v3.0 XSD); anything else named qti-* in the namespace is refused. */
const QTI_ELEMENTS = new Set(
  `assessment-test test-part assessment-section assessment-section-ref assessment-item-ref assessment-item assessment-stimulus
  assessment-stimulus-ref stimulus-body item-body response-declaration outcome-declaration template-declaration context-declaration
  correct-response default-value value mapping map-entry area-mapping area-map-entry interpretation match-table match-table-entry
  interpolation-table interpolation-table-entry response-processing response-processing-fragment response-condition response-if
  response-else-if response-else set-outcome-value exit-response lookup-outcome-value outcome-processing outcome-processing-fragment
  outcome-condition outcome-if outcome-else-if outcome-else exit-test template-processing template-condition template-if
  template-else-if template-else set-template-value set-correct-response set-default-value exit-template template-constraint
  choice-interaction simple-choice prompt text-entry-interaction extended-text-interaction inline-choice-interaction inline-choice
  order-interaction associate-interaction simple-associable-choice match-interaction simple-match-set gap-match-interaction gap
  gap-text gap-img hottext-interaction hottext hotspot-interaction hotspot-choice select-point-interaction
  graphic-order-interaction graphic-associate-interaction associable-hotspot graphic-gap-match-interaction
  position-object-interaction position-object-stage slider-interaction media-interaction drawing-interaction upload-interaction
  end-attempt-interaction custom-interaction portable-custom-interaction interaction-markup interaction-modules interaction-module
  template-variable context-variable feedback-block feedback-inline modal-feedback test-feedback content-body rubric-block
  template-block template-inline printed-variable stylesheet catalog-info catalog card card-entry html-content file-href
  companion-materials-info calculator rule protractor time-limits selection ordering branch-rule pre-condition
  item-session-control weight variable-mapping template-default label and or not any-n match string-match pattern-match equal
  equal-rounded inside lt gt lte gte duration-lt duration-gte sum product subtract divide power integer-divide integer-modulus
  truncate round round-to integer-to-float custom-operator random random-integer random-float null base-value variable default
  correct map-response map-response-point map-outcome math-operator math-constant stats-operator max min gcd lcm repeat
  number-correct number-incorrect number-presented number-responded number-selected outcome-maximum outcome-minimum
  test-variables contains member delete index field-value multiple ordered container-size is-null substring record
  shared-stimulus-ref`
    .split(/\s+/)
    .map((n) => `qti-${n}`),
);

/** Required attributes, and the values an enumerated one may take. */
const REQUIRED: Record<string, Record<string, readonly string[] | null>> = {
  'qti-assessment-test': { identifier: null, title: null },
  'qti-test-part': { identifier: null, 'navigation-mode': ['linear', 'nonlinear'], 'submission-mode': ['individual', 'simultaneous'] },
  'qti-assessment-section': { identifier: null, title: null, visible: ['true', 'false'] },
  'qti-assessment-item-ref': { identifier: null, href: null },
  'qti-assessment-item': { identifier: null, title: null, 'time-dependent': ['true', 'false'] },
  'qti-assessment-stimulus': { identifier: null, title: null },
  'qti-assessment-stimulus-ref': { identifier: null, href: null },
  'qti-response-declaration': { identifier: null, cardinality: ['single', 'multiple', 'ordered', 'record'] },
  'qti-outcome-declaration': { identifier: null, cardinality: ['single', 'multiple', 'ordered', 'record'] },
  'qti-choice-interaction': { 'response-identifier': null },
  'qti-text-entry-interaction': { 'response-identifier': null },
  'qti-simple-choice': { identifier: null },
  'qti-map-entry': { 'map-key': null, 'mapped-value': null },
  'qti-set-outcome-value': { identifier: null },
  'qti-variable': { identifier: null },
  'qti-correct': { identifier: null },
  'qti-map-response': { identifier: null },
  'qti-base-value': { 'base-type': null },
  'qti-modal-feedback': { 'outcome-identifier': null, identifier: null, 'show-hide': ['show', 'hide'] },
};

const BASE_TYPES = ['identifier', 'boolean', 'integer', 'float', 'string', 'point', 'pair', 'directedPair', 'duration', 'file', 'uri'];
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

// -----------------------------------------------------------------------------------------------------------
// Zip and XML
// -----------------------------------------------------------------------------------------------------------

function unzip(data: Uint8Array): Map<string, Uint8Array> {
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (f) => {
        total += f.originalSize;
        if (total > QTI_LIMITS.unpackedMaxBytes) fail('unpacked', { max: QTI_LIMITS.unpackedMaxBytes / 1048576 });
        return !f.name.endsWith('/');
      },
    });
  } catch (err) {
    if (err instanceof QtiInvalid) throw err;
    return fail('zip');
  }
  const out = new Map<string, Uint8Array>();
  for (const [name, bytes] of Object.entries(files)) {
    const clean = path.normalize(name);
    if (clean.startsWith('../') || clean.startsWith('/') || name.includes('\\')) fail('path', { file: name });
    out.set(clean, bytes);
  }
  return out;
}

class PackageFiles {
  constructor(private readonly files: Map<string, Uint8Array>) {}

  has(name: string): boolean {
    return this.files.has(name);
  }

  xml(name: string): Document {
    const bytes = this.files.get(name);
    if (!bytes) return fail('reference', { file: 'imsmanifest.xml', attribute: 'href', value: name });
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return fail('encoding', { file: name });
    }
    try {
      return new DOMParser({ onError: onErrorStopParsing }).parseFromString(text, 'text/xml');
    } catch (err) {
      return fail('xml', {
        file: name,
        detail: String((err as Error).message)
          .split('\n')[0]
          .slice(0, 200),
      });
    }
  }
}

const children = (el: Element, name?: string): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && (!name || (n as Element).localName === name));
const child = (el: Element, name: string): Element | undefined => children(el, name)[0];
const descendants = (el: Element, name: string): Element[] => Array.from(el.getElementsByTagNameNS(QTI_NS, name));
const text = (el: Element | undefined): string => el?.textContent ?? '';

function rootOf(doc: Document, file: string, name: string, ns: string): Element {
  const root = doc.documentElement;
  if (!root || root.localName !== name || root.namespaceURI !== ns) fail('root', { file, element: name });
  return root!;
}

/** Element names and required attributes of every QTI element in the file. */
function checkStructure(root: Element, file: string): void {
  const walk = (el: Element) => {
    const element = el.localName ?? '';
    if (el.namespaceURI === QTI_NS && element.startsWith('qti-')) {
      if (!QTI_ELEMENTS.has(element)) fail('element', { file, element });
      const required: Record<string, readonly string[] | null> = REQUIRED[element] ?? {};
      for (const [attribute, values] of Object.entries(required)) {
        if (!el.hasAttribute(attribute)) fail('attribute', { file, element, attribute });
        const value = el.getAttribute(attribute) ?? '';
        if (values && !values.includes(value)) fail('value', { file, element, attribute, value });
        if ((attribute === 'identifier' || attribute.endsWith('-identifier')) && !IDENTIFIER.test(value))
          fail('value', { file, element, attribute, value });
      }
      const baseType = el.getAttribute('base-type');
      if (baseType && !BASE_TYPES.includes(baseType)) fail('value', { file, element, attribute: 'base-type', value: baseType });
    }
    for (const c of children(el)) walk(c);
  };
  walk(root);
}

// -----------------------------------------------------------------------------------------------------------
// Manifest
// -----------------------------------------------------------------------------------------------------------

interface Resource {
  identifier: string;
  type: string;
  href: string;
  el: Element;
}

const CP_NAMESPACES = [CP_NS, 'http://www.imsglobal.org/xsd/imscp_v1p1'];

function readManifest(files: PackageFiles): Map<string, Resource> {
  if (!files.has('imsmanifest.xml')) fail('manifestMissing');
  const doc = files.xml('imsmanifest.xml');
  const root = doc.documentElement;
  if (!root || root.localName !== 'manifest' || !CP_NAMESPACES.includes(root.namespaceURI ?? ''))
    fail('root', { file: 'imsmanifest.xml', element: 'manifest' });
  const file = 'imsmanifest.xml';
  if (!root!.getAttribute('identifier')) fail('attribute', { file, element: 'manifest', attribute: 'identifier' });
  const resourcesEl = child(root!, 'resources');
  if (!resourcesEl) fail('missingElement', { file, element: 'resources' });
  const resources = new Map<string, Resource>();
  for (const r of children(resourcesEl!, 'resource')) {
    const identifier = r.getAttribute('identifier');
    const type = r.getAttribute('type');
    if (!identifier) fail('attribute', { file, element: 'resource', attribute: 'identifier' });
    if (!type) fail('attribute', { file, element: 'resource', attribute: 'type' });
    if (resources.has(identifier!)) fail('duplicate', { file, attribute: 'identifier', value: identifier! });
    const href = r.getAttribute('href') ?? '';
    if (Object.values(RESOURCE_TYPES).includes(type as never) && !href) fail('attribute', { file, element: 'resource', attribute: 'href' });
    for (const f of children(r, 'file')) {
      const fh = f.getAttribute('href');
      if (!fh) fail('attribute', { file, element: 'file', attribute: 'href' });
      if (!files.has(path.normalize(fh!))) fail('reference', { file, attribute: 'file href', value: fh! });
    }
    if (href && !files.has(path.normalize(href))) fail('reference', { file, attribute: 'href', value: href });
    resources.set(identifier!, { identifier: identifier!, type: type!, href: href && path.normalize(href), el: r });
  }
  for (const r of resources.values())
    for (const d of children(r.el, 'dependency')) {
      const ref = d.getAttribute('identifierref');
      if (!ref) fail('attribute', { file, element: 'dependency', attribute: 'identifierref' });
      if (!resources.has(ref!)) fail('reference', { file, attribute: 'identifierref', value: ref! });
    }
  return resources;
}

/** Our classification from a resource's LOM metadata: taxon id -> entries, and the LOM difficulty. */
function classification(r: Resource | undefined): { taxa: Map<string, string[]>; difficulty: string | null } {
  const taxa = new Map<string, string[]>();
  let difficulty: string | null = null;
  const lom = r ? Array.from(r.el.getElementsByTagNameNS(LOM_NS, 'lom'))[0] : undefined;
  if (!lom) return { taxa, difficulty };
  for (const tp of Array.from(lom.getElementsByTagNameNS(LOM_NS, 'taxonPath'))) {
    const source = text(Array.from(tp.getElementsByTagNameNS(LOM_NS, 'source'))[0]).trim();
    if (source !== TAXON_SOURCE) continue;
    for (const taxon of Array.from(tp.getElementsByTagNameNS(LOM_NS, 'taxon'))) {
      const id = text(Array.from(taxon.getElementsByTagNameNS(LOM_NS, 'id'))[0]).trim();
      const entry = text(Array.from(taxon.getElementsByTagNameNS(LOM_NS, 'entry'))[0]).trim();
      if (id) taxa.set(id, [...(taxa.get(id) ?? []), entry]);
    }
  }
  const diff = Array.from(lom.getElementsByTagNameNS(LOM_NS, 'difficulty'))[0];
  if (diff) difficulty = text(Array.from(diff.getElementsByTagNameNS(LOM_NS, 'value'))[0]).trim();
  return { taxa, difficulty };
}

// -----------------------------------------------------------------------------------------------------------
// Items and stimuli
// -----------------------------------------------------------------------------------------------------------

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** The text an author wrote: our own exports keep it in a div of its class; other packages' markup is kept as markup. */
function contentOf(container: Element, ownClass: string, skip: (el: Element) => boolean): string {
  const own = Array.from(container.getElementsByTagNameNS(QTI_NS, 'div')).find((d) => d.getAttribute('class') === ownClass);
  if (own) return text(own);
  const parts: string[] = [];
  for (const n of Array.from(container.childNodes)) {
    if (n.nodeType === 1 && skip(n as Element)) continue;
    parts.push(n.nodeType === 1 ? (n as Element).toString().replace(/ xmlns(:\w+)?="[^"]*"/g, '') : (n.textContent ?? ''));
  }
  return parts.join('').trim();
}

interface ItemRead {
  question: Omit<PackageQuestion, 'section' | 'domain' | 'skill' | 'difficulty' | 'source'>;
  stimulus: { identifier: string; href: string } | null;
}

function readItem(doc: Document, file: string): ItemRead {
  const root = rootOf(doc, file, 'qti-assessment-item', QTI_NS);
  checkStructure(root, file);
  const responses = new Map(children(root, 'qti-response-declaration').map((d) => [d.getAttribute('identifier')!, d]));
  const outcomes = new Set(children(root, 'qti-outcome-declaration').map((d) => d.getAttribute('identifier')!));
  const body = child(root, 'qti-item-body');
  if (!body) return fail('missingElement', { file, element: 'qti-item-body' });

  // Every variable the processing names is declared.
  const processing = child(root, 'qti-response-processing');
  if (processing) {
    for (const name of ['qti-variable', 'qti-correct', 'qti-map-response'])
      for (const v of descendants(processing, name)) {
        const id = v.getAttribute('identifier')!;
        if (!responses.has(id) && !outcomes.has(id)) fail('reference', { file, attribute: `${name} identifier`, value: id });
      }
    for (const s of descendants(processing, 'qti-set-outcome-value')) {
      const id = s.getAttribute('identifier')!;
      if (!outcomes.has(id)) fail('reference', { file, attribute: 'qti-set-outcome-value identifier', value: id });
    }
  }
  for (const f of children(root, 'qti-modal-feedback'))
    if (!outcomes.has(f.getAttribute('outcome-identifier')!))
      fail('reference', { file, attribute: 'outcome-identifier', value: f.getAttribute('outcome-identifier')! });

  const choiceIs = descendants(body, 'qti-choice-interaction');
  const textIs = descendants(body, 'qti-text-entry-interaction');
  const interactions = Array.from(body.getElementsByTagNameNS(QTI_NS, '*')).filter((e) => (e.localName ?? '').endsWith('-interaction'));
  if (interactions.length !== 1 || choiceIs.length + textIs.length !== 1)
    fail('interaction', { file, found: interactions.map((e) => e.localName).join(', ') || '-' });
  const interaction = interactions[0];
  const responseId = interaction.getAttribute('response-identifier')!;
  const declaration = responses.get(responseId);
  if (!declaration) return fail('reference', { file, attribute: 'response-identifier', value: responseId });
  const correctEl = child(declaration, 'qti-correct-response');
  const correctValues = correctEl ? children(correctEl, 'qti-value').map((v) => text(v).trim()) : [];

  const stimulusRef = child(root, 'qti-assessment-stimulus-ref');
  const stimulus = stimulusRef ? { identifier: stimulusRef.getAttribute('identifier')!, href: stimulusRef.getAttribute('href')! } : null;
  const explanationEl = children(root, 'qti-modal-feedback')[0];
  const explanation = explanationEl ? contentOf(child(explanationEl, 'qti-content-body') ?? explanationEl, 'sat-explanation', () => false) : '';
  const skipInteraction = (el: Element) => (el.localName ?? '').endsWith('-interaction');

  if (choiceIs.length === 1) {
    const simple = children(interaction, 'qti-simple-choice');
    if (simple.length < 2 || simple.length > LETTERS.length) fail('choiceCount', { file, count: simple.length });
    const ids = simple.map((c) => c.getAttribute('identifier')!);
    if (new Set(ids).size !== ids.length) fail('duplicate', { file, attribute: 'qti-simple-choice identifier', value: ids.join(', ') });
    if (declaration.getAttribute('base-type') !== 'identifier')
      fail('value', { file, element: 'qti-response-declaration', attribute: 'base-type', value: declaration.getAttribute('base-type') ?? '' });
    for (const v of correctValues) if (!ids.includes(v)) fail('reference', { file, attribute: 'qti-correct-response', value: v });
    // Choices are relettered A, B, C... in their order; the key follows them.
    const letterOf = new Map(ids.map((id, i) => [id, LETTERS[i]]));
    const prompt = child(interaction, 'qti-prompt');
    const stemBody = contentOf(body, 'sat-stem', skipInteraction);
    return {
      question: {
        type: 'multiple-choice',
        stem: [stemBody, prompt ? text(prompt).trim() : ''].filter(Boolean).join('\n'),
        choices: simple.map((c, i) => ({ label: LETTERS[i], text: text(c).trim() })),
        answerKey: correctValues.length ? correctValues.map((v) => letterOf.get(v)!).join(',') : '*',
        explanation,
        passageRef: null,
      },
      stimulus,
    };
  }

  // A text entry: the mapping's keys (or the correct response) are exact answers; our custom operators ranges.
  const mapped = descendants(declaration, 'qti-map-entry').map((e) => e.getAttribute('map-key')!.trim());
  const exact = mapped.length ? mapped : correctValues;
  const ranges = processing
    ? descendants(processing, 'qti-custom-operator')
        .filter((op) => op.getAttribute('class') === RANGE_OPERATOR_CLASS)
        .map((op) => {
          const def = op.getAttribute('definition') ?? '';
          if (!def.startsWith(RANGE_DEFINITION_PREFIX))
            return fail('value', { file, element: 'qti-custom-operator', attribute: 'definition', value: def });
          try {
            return decodeURIComponent(def.slice(RANGE_DEFINITION_PREFIX.length));
          } catch {
            return fail('value', { file, element: 'qti-custom-operator', attribute: 'definition', value: def });
          }
        })
    : [];
  const alternatives = [...exact, ...ranges];
  return {
    question: {
      type: 'grid-in',
      stem: contentOf(body, 'sat-stem', skipInteraction),
      choices: [],
      answerKey: alternatives.length ? alternatives.join(',') : '*',
      explanation,
      passageRef: null,
    },
    stimulus,
  };
}

function readStimulus(doc: Document, file: string, ref: string): PackagePassage {
  const root = rootOf(doc, file, 'qti-assessment-stimulus', QTI_NS);
  checkStructure(root, file);
  const body = child(root, 'qti-stimulus-body');
  if (!body) return fail('missingElement', { file, element: 'qti-stimulus-body' });
  const sourceDiv = Array.from(body.getElementsByTagNameNS(QTI_NS, 'div')).find((d) => d.getAttribute('class') === 'sat-passage-source');
  return {
    ref,
    title: root.getAttribute('title')!,
    body: contentOf(body, 'sat-passage', (el) => el === sourceDiv),
    source: sourceDiv ? text(sourceDiv) : null,
  };
}

// -----------------------------------------------------------------------------------------------------------
// The package
// -----------------------------------------------------------------------------------------------------------

const oneOf = <T extends string>(values: readonly T[], v: string | undefined): T | undefined => (values.includes(v as T) ? (v as T) : undefined);

export function readPackage(zip: Uint8Array): PackagePractice {
  const files = new PackageFiles(unzip(zip));
  const resources = readManifest(files);
  const byHref = new Map([...resources.values()].map((r) => [r.href, r]));
  const testResource = [...resources.values()].find((r) => r.type === RESOURCE_TYPES.test);
  if (!testResource) return fail('noTest');

  const testFile = testResource.href;
  const test = rootOf(files.xml(testFile), testFile, 'qti-assessment-test', QTI_NS);
  checkStructure(test, testFile);
  const refs = descendants(test, 'qti-assessment-item-ref');
  if (refs.length === 0) fail('empty');
  if (refs.length > QTI_LIMITS.itemsMax) fail('tooMany', { max: QTI_LIMITS.itemsMax });
  const refIds = refs.map((r) => r.getAttribute('identifier')!);
  if (new Set(refIds).size !== refIds.length)
    fail('duplicate', { file: testFile, attribute: 'qti-assessment-item-ref identifier', value: refIds.join(', ') });

  const testTaxa = classification(testResource).taxa;
  const passages: PackagePassage[] = [];
  const passageOfHref = new Map<string, PackagePassage>();
  const questions: PackageQuestion[] = [];
  const reads = refs.map((ref) => {
    const href = path.normalize(path.join(path.dirname(testFile), ref.getAttribute('href')!));
    if (!files.has(href)) fail('reference', { file: testFile, attribute: 'href', value: ref.getAttribute('href')! });
    return { href, read: readItem(files.xml(href), href) };
  });

  const section =
    oneOf(ALL_SECTIONS, testTaxa.get('section')?.[0]) ??
    oneOf(ALL_SECTIONS, classification(byHref.get(reads[0].href)).taxa.get('section')?.[0]) ??
    (reads.some((r) => r.read.question.type === 'grid-in') ? 'math' : 'reading-writing');

  for (const { href, read } of reads) {
    const meta = classification(byHref.get(href));
    const itemSection = oneOf(ALL_SECTIONS, meta.taxa.get('section')?.[0]) ?? section;
    const domains = domainsOf(itemSection);
    const domain = meta.taxa.get('domain')?.[0] ?? Object.keys(domains)[0];
    const skill = meta.taxa.get('skill')?.[0] ?? domains[domain]?.[0] ?? '';
    const difficulty: Difficulty =
      (Object.entries(LOM_DIFFICULTY).find(([, lom]) => lom === meta.difficulty)?.[0] as Difficulty | undefined) ??
      oneOf(DIFFICULTIES, meta.difficulty ?? '') ??
      'medium';
    let passageRef: string | null = null;
    if (read.stimulus) {
      const stimHref = path.normalize(path.join(path.dirname(href), read.stimulus.href));
      if (!files.has(stimHref)) fail('reference', { file: href, attribute: 'qti-assessment-stimulus-ref href', value: read.stimulus.href });
      let passage = passageOfHref.get(stimHref);
      if (!passage) {
        passage = readStimulus(files.xml(stimHref), stimHref, `passage-${passages.length + 1}`);
        passages.push(passage);
        passageOfHref.set(stimHref, passage);
      }
      passageRef = passage.ref;
    }
    questions.push({ ...read.question, section: itemSection, domain, skill, difficulty, source: meta.taxa.get('source')?.[0] ?? null, passageRef });
  }

  const maxTime = Number(child(test, 'qti-time-limits')?.getAttribute('max-time'));
  const timeLimitSeconds = Number.isFinite(maxTime) && maxTime > 0 ? Math.round(maxTime) : 90 * questions.length;
  return {
    title: test.getAttribute('title')!.trim(),
    kind: oneOf<PracticeKind>(PRACTICE_KINDS, testTaxa.get('kind')?.[0]) ?? 'drill',
    section,
    timeLimitSeconds,
    tools: (testTaxa.get('tool') ?? []).filter((t): t is PracticeTool => PRACTICE_TOOLS.includes(t as PracticeTool)),
    questions,
    passages,
  };
}
