/**
 * A practice as an IMS QTI 3.0 content package: imsmanifest.xml (resources with their files and
 * dependencies, the classification in LOM metadata), one qti-assessment-test, one qti-assessment-item per
 * question (a qti-choice-interaction or a qti-text-entry-interaction, the key as qti-correct-response and
 * a qti-mapping, response processing that scores it, the explanation as modal feedback), and one
 * qti-assessment-stimulus per passage that the items reference (the shared stimulus). Texts are written as
 * text (escaped), so what comes back on import is exactly what went out.
 */
import { strToU8, zipSync } from 'fflate';
import {
  CP_NS,
  CP_XSD,
  LOM_DIFFICULTY,
  LOM_NS,
  QTI_NS,
  QTI_XSD,
  RANGE_DEFINITION_PREFIX,
  RANGE_OPERATOR_CLASS,
  RESOURCE_TYPES,
  TAXON_SOURCE,
  XSI_NS,
  type PackagePassage,
  type PackagePractice,
  type PackageQuestion,
} from './qti-model';

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const rootAttrs = `xmlns="${QTI_NS}" xmlns:xsi="${XSI_NS}" xsi:schemaLocation="${QTI_NS} ${QTI_XSD}"`;

const itemId = (i: number) => `item-${i + 1}`;
const itemHref = (i: number) => `items/${itemId(i)}.xml`;
const stimulusHref = (ref: string) => `stimuli/${ref}.xml`;

/** The exact answers and the ranges of a grid-in key, as the author wrote them. */
export function gridInParts(key: string): { exact: string[]; ranges: string[] } {
  if (key === '*') return { exact: [], ranges: [] };
  const exact: string[] = [];
  const ranges: string[] = [];
  for (const alt of key.split(',')) (/^[<>]|&/.test(alt) ? ranges : exact).push(alt);
  return { exact, ranges };
}

const scoreSet = (v: number) =>
  `<qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">${v}</qti-base-value></qti-set-outcome-value>`;

function responseParts(q: PackageQuestion): { declaration: string; interaction: string; processing: string } {
  if (q.type === 'multiple-choice') {
    const letters = q.answerKey === '*' ? [] : q.answerKey.split(',');
    const multiple = letters.length > 1;
    const correct = letters.length
      ? `<qti-correct-response>${letters.map((l) => `<qti-value>${esc(l)}</qti-value>`).join('')}</qti-correct-response>`
      : '';
    const declaration = `<qti-response-declaration identifier="RESPONSE" cardinality="${multiple ? 'multiple' : 'single'}" base-type="identifier">${correct}</qti-response-declaration>`;
    const choices = q.choices.map((c) => `\n      <qti-simple-choice identifier="${esc(c.label)}">${esc(c.text)}</qti-simple-choice>`).join('');
    const interaction = `<qti-choice-interaction response-identifier="RESPONSE" max-choices="${multiple ? letters.length : 1}" shuffle="false">${choices}\n    </qti-choice-interaction>`;
    const processing = letters.length
      ? `<qti-response-condition><qti-response-if><qti-match><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-match>${scoreSet(1)}</qti-response-if><qti-response-else>${scoreSet(0)}</qti-response-else></qti-response-condition>`
      : scoreSet(0);
    return { declaration, interaction, processing };
  }
  // Grid-in: a text entry. Exact answers are the correct response and a mapping; ranges a custom operator each.
  const { exact, ranges } = gridInParts(q.answerKey);
  const correct = exact.length ? `<qti-correct-response><qti-value>${esc(exact[0])}</qti-value></qti-correct-response>` : '';
  const mapping = exact.length
    ? `<qti-mapping default-value="0">${exact.map((e) => `<qti-map-entry map-key="${esc(e)}" mapped-value="1" case-sensitive="false"/>`).join('')}</qti-mapping>`
    : '';
  const declaration = `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string">${correct}${mapping}</qti-response-declaration>`;
  const interaction = `<p><qti-text-entry-interaction response-identifier="RESPONSE" expected-length="6"/></p>`;
  const tests = [
    ...(exact.length ? ['<qti-gt><qti-map-response identifier="RESPONSE"/><qti-base-value base-type="float">0</qti-base-value></qti-gt>'] : []),
    ...ranges.map(
      (r) =>
        `<qti-custom-operator class="${RANGE_OPERATOR_CLASS}" definition="${esc(RANGE_DEFINITION_PREFIX + encodeURIComponent(r))}"><qti-variable identifier="RESPONSE"/></qti-custom-operator>`,
    ),
  ];
  const processing = tests.length
    ? `<qti-response-condition><qti-response-if><qti-or>${tests.join('')}</qti-or>${scoreSet(1)}</qti-response-if><qti-response-else>${scoreSet(0)}</qti-response-else></qti-response-condition>`
    : scoreSet(0);
  return { declaration, interaction, processing };
}

export function itemXml(q: PackageQuestion, i: number, passage: PackagePassage | null): string {
  const { declaration, interaction, processing } = responseParts(q);
  const stimulus = passage
    ? `\n  <qti-assessment-stimulus-ref identifier="${esc(passage.ref)}" href="../${stimulusHref(passage.ref)}" title="${esc(passage.title)}"/>`
    : '';
  const feedback = q.explanation
    ? `\n  <qti-modal-feedback outcome-identifier="FEEDBACK" identifier="EXPLANATION" show-hide="show"><qti-content-body><div class="sat-explanation">${esc(q.explanation)}</div></qti-content-body></qti-modal-feedback>`
    : '';
  const feedbackSet = q.explanation
    ? `<qti-set-outcome-value identifier="FEEDBACK"><qti-base-value base-type="identifier">EXPLANATION</qti-base-value></qti-set-outcome-value>`
    : '';
  return `${XML_HEAD}<qti-assessment-item ${rootAttrs} identifier="${itemId(i)}" title="${esc(`Question ${i + 1}`)}" adaptive="false" time-dependent="false" xml:lang="en">
  ${declaration}
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>0</qti-value></qti-default-value></qti-outcome-declaration>
  <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>${stimulus}
  <qti-item-body>
    <div class="sat-stem">${esc(q.stem)}</div>
    ${interaction}
  </qti-item-body>
  <qti-response-processing>${processing}${feedbackSet}</qti-response-processing>${feedback}
</qti-assessment-item>
`;
}

export function stimulusXml(p: PackagePassage): string {
  const source = p.source ? `<div class="sat-passage-source">${esc(p.source)}</div>` : '';
  return `${XML_HEAD}<qti-assessment-stimulus ${rootAttrs} identifier="${esc(p.ref)}" title="${esc(p.title)}" xml:lang="en">
  <qti-stimulus-body><div class="sat-passage">${esc(p.body)}</div>${source}</qti-stimulus-body>
</qti-assessment-stimulus>
`;
}

export function testXml(p: PackagePractice): string {
  const refs = p.questions.map((_, i) => `\n      <qti-assessment-item-ref identifier="${itemId(i)}" href="${itemHref(i)}"/>`).join('');
  return `${XML_HEAD}<qti-assessment-test ${rootAttrs} identifier="practice" title="${esc(p.title)}">
  <qti-time-limits max-time="${p.timeLimitSeconds}"/>
  <qti-test-part identifier="part-1" navigation-mode="nonlinear" submission-mode="simultaneous">
    <qti-assessment-section identifier="section-1" title="${esc(p.section)}" visible="true">${refs}
    </qti-assessment-section>
  </qti-test-part>
</qti-assessment-test>
`;
}

const lomString = (s: string) => `<string language="en">${esc(s)}</string>`;

/** Classification as LOM taxon paths: for the test, kind/section/tools; for an item, section/domain/skill, and LOM difficulty. */
function lom(taxa: { id: string; entry: string }[], difficulty?: string): string {
  const taxonPath = `<taxonPath><source>${lomString(TAXON_SOURCE)}</source>${taxa
    .map((t) => `<taxon><id>${esc(t.id)}</id><entry>${lomString(t.entry)}</entry></taxon>`)
    .join('')}</taxonPath>`;
  const educational = difficulty ? `<educational><difficulty><source>LOMv1.0</source><value>${difficulty}</value></difficulty></educational>` : '';
  return `<metadata><lom xmlns="${LOM_NS}">${educational}<classification><purpose><source>LOMv1.0</source><value>discipline</value></purpose>${taxonPath}</classification></lom></metadata>`;
}

export function manifestXml(p: PackagePractice): string {
  const test = `
    <resource identifier="res-test" type="${RESOURCE_TYPES.test}" href="assessment-test.xml">
      ${lom([{ id: 'kind', entry: p.kind }, { id: 'section', entry: p.section }, ...p.tools.map((t) => ({ id: 'tool', entry: t }))])}
      <file href="assessment-test.xml"/>${p.questions.map((_, i) => `\n      <dependency identifierref="res-${itemId(i)}"/>`).join('')}
    </resource>`;
  const items = p.questions
    .map(
      (q, i) => `
    <resource identifier="res-${itemId(i)}" type="${RESOURCE_TYPES.item}" href="${itemHref(i)}">
      ${lom(
        [
          { id: 'section', entry: q.section },
          { id: 'domain', entry: q.domain },
          { id: 'skill', entry: q.skill },
          ...(q.source ? [{ id: 'source', entry: q.source }] : []),
        ],
        LOM_DIFFICULTY[q.difficulty],
      )}
      <file href="${itemHref(i)}"/>${q.passageRef ? `\n      <dependency identifierref="res-${esc(q.passageRef)}"/>` : ''}
    </resource>`,
    )
    .join('');
  const stimuli = p.passages
    .map(
      (s) => `
    <resource identifier="res-${esc(s.ref)}" type="${RESOURCE_TYPES.stimulus}" href="${stimulusHref(s.ref)}">
      <file href="${stimulusHref(s.ref)}"/>
    </resource>`,
    )
    .join('');
  return `${XML_HEAD}<manifest xmlns="${CP_NS}" xmlns:xsi="${XSI_NS}" xsi:schemaLocation="${CP_NS} ${CP_XSD}" identifier="practice-package">
  <metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
  <organizations/>
  <resources>${test}${items}${stimuli}
  </resources>
</manifest>
`;
}

/** The zip: the manifest at the root, the test, items/ and stimuli/. */
export function buildPackage(p: PackagePractice): Uint8Array {
  const passages = new Map(p.passages.map((s) => [s.ref, s]));
  const files: Record<string, Uint8Array> = {
    'imsmanifest.xml': strToU8(manifestXml(p)),
    'assessment-test.xml': strToU8(testXml(p)),
  };
  p.questions.forEach((q, i) => {
    files[itemHref(i)] = strToU8(itemXml(q, i, q.passageRef ? (passages.get(q.passageRef) ?? null) : null));
  });
  for (const s of p.passages) files[stimulusHref(s.ref)] = strToU8(stimulusXml(s));
  return zipSync(files, { level: 6 });
}
