import { FormattedMessage, useIntl } from 'react-intl';
import { MATH_SECTIONS, type Section, type TestVersionId } from '@app/shared';
import { directionsMessages as m } from '../messages';

export interface SectionDirectionsProps {
  section: Section;
  /** Whether the module offers the calculator (the paper no-calculator section does not). */
  calculator: boolean;
}

/** A section's directions, as the test opens it and as the Directions menu shows them (our own wording). */
export function SectionDirections({ section, calculator }: SectionDirectionsProps) {
  if (!MATH_SECTIONS.includes(section)) {
    return (
      <div className="tr-directions-text" data-testid="directions-text">
        <p>
          <FormattedMessage {...m.readingIntro} />
        </p>
        <p className="mb-0">
          <FormattedMessage {...m.readingChoices} />
        </p>
      </div>
    );
  }
  return (
    <div className="tr-directions-text" data-testid="directions-text">
      <p>
        <FormattedMessage {...m.mathIntro} />
      </p>
      <p>
        <FormattedMessage {...(calculator ? m.mathCalculator : m.mathNoCalculator)} />
      </p>
      <p className="mb-1">
        <FormattedMessage {...m.mathUnless} />
      </p>
      <ul>
        {[m.mathReal, m.mathScale, m.mathPlane, m.mathDomain].map((line) => (
          <li key={line.id}>
            <FormattedMessage {...line} />
          </li>
        ))}
      </ul>
      <p className="mb-0">
        <FormattedMessage {...m.mathAnswering} />
      </p>
    </div>
  );
}

/** The grid-in examples: an answer, ways to enter it that are scored correct, and ways that are not. */
const EXAMPLES: Record<TestVersionId, { answer: string; accepted: string[]; refused: string[] }[]> = {
  digital: [
    { answer: '3.5', accepted: ['3.5', '3.50', '7/2'], refused: ['31/2', '3 1/2'] },
    { answer: '2/3', accepted: ['2/3', '.6666', '.6667', '0.666', '0.667'], refused: ['0.66', '.66', '0.67', '.67'] },
    { answer: '-1/3', accepted: ['-1/3', '-.3333', '-0.333'], refused: ['-.33', '-0.33'] },
  ],
  paper: [
    { answer: '3.5', accepted: ['3.5', '7/2'], refused: ['31/2', '3 1/2'] },
    { answer: '2/3', accepted: ['2/3', '.666', '.667'], refused: ['.66', '.67', '0.66'] },
  ],
};

/**
 * How to enter a student-produced response, with examples of acceptable and unacceptable entries: the
 * panel beside every Math grid-in question. The paper test's grid is 4 columns with no negatives.
 */
export function GridInDirections({ version, compact }: { version: TestVersionId; compact: boolean }) {
  const intl = useIntl();
  const rules = [m.sprOne, version === 'paper' ? m.sprLengthPaper : m.sprLength, m.sprFraction, m.sprDecimal, m.sprMixed, m.sprSymbols];
  const title = (
    <h2 id="tr-spr-title" className="h6 d-inline">
      <FormattedMessage {...m.sprTitle} />
    </h2>
  );
  const body = (
    <>
      <ul className="small mt-2">
        {rules.map((rule) => (
          <li key={rule.id}>
            <FormattedMessage {...rule} />
          </li>
        ))}
      </ul>
      <table className="table table-sm table-bordered small mb-0 tr-spr-examples">
        <caption className="caption-top">{intl.formatMessage(m.sprExamples)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.sprAnswer)}</th>
            <th scope="col">{intl.formatMessage(m.sprAccepted)}</th>
            <th scope="col">{intl.formatMessage(m.sprRefused)}</th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLES[version].map((row) => (
            <tr key={row.answer}>
              <th scope="row">{row.answer}</th>
              <td>{row.accepted.join('  ')}</td>
              <td>{row.refused.join('  ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
  // On a phone the directions would push the question off the screen: one tap opens them above it.
  return (
    <section className="tr-spr" aria-labelledby="tr-spr-title" data-testid="spr-directions">
      {compact ? (
        <details className="tr-spr-details">
          <summary>{title}</summary>
          {body}
        </details>
      ) : (
        <>
          {title}
          {body}
        </>
      )}
    </section>
  );
}
