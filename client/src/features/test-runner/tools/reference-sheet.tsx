import { useIntl } from 'react-intl';
import { MathText } from '../../../components/math/math-text';
import { FloatingPanel } from './floating-panel';
import { FIGURES } from './reference-figures';
import { toolMessages as m } from './messages';
import './tools.css';

export interface ReferenceSheetProps {
  onClose: () => void;
}

/** One fact of the sheet: its name (a message key), its formulas as TeX, and a figure. */
export interface ReferenceFact {
  name: keyof typeof m;
  tex: string[];
  figure?: keyof typeof FIGURES;
}

/** The SAT math reference sheet (the facts the test gives every student, digital and paper alike). */
export const REFERENCE_FACTS: ReferenceFact[] = [
  { name: 'refCircle', tex: ['\\(A = \\pi r^2\\)', '\\(C = 2\\pi r\\)'], figure: 'circle' },
  { name: 'refRectangle', tex: ['\\(A = \\ell w\\)'], figure: 'rectangle' },
  { name: 'refTriangle', tex: ['\\(A = \\frac{1}{2} b h\\)'], figure: 'triangle' },
  { name: 'refPythagorean', tex: ['\\(c^2 = a^2 + b^2\\)'], figure: 'pythagorean' },
  { name: 'refThirtySixty', tex: ['\\(x,\\ x\\sqrt{3},\\ 2x\\)'], figure: 'thirtySixty' },
  { name: 'refFortyFive', tex: ['\\(s,\\ s,\\ s\\sqrt{2}\\)'], figure: 'fortyFive' },
  { name: 'refBox', tex: ['\\(V = \\ell w h\\)'], figure: 'box' },
  { name: 'refCylinder', tex: ['\\(V = \\pi r^2 h\\)'], figure: 'cylinder' },
  { name: 'refSphere', tex: ['\\(V = \\frac{4}{3} \\pi r^3\\)'], figure: 'sphere' },
  { name: 'refCone', tex: ['\\(V = \\frac{1}{3} \\pi r^2 h\\)'], figure: 'cone' },
  { name: 'refPyramid', tex: ['\\(V = \\frac{1}{3} \\ell w h\\)'], figure: 'pyramid' },
];

/** Facts stated as sentences; the numbers are TeX inside the translated text. */
const REFERENCE_NOTES: (keyof typeof m)[] = ['refDegrees', 'refRadians', 'refTriangleSum'];

/** The sheet in a panel the student moves and keeps open while working, as in Bluebook (not a dialog over the question). */
export function ReferenceSheet({ onClose }: ReferenceSheetProps) {
  const intl = useIntl();
  return (
    <FloatingPanel
      titleId="tr-ref-title"
      title={intl.formatMessage(m.refTitle)}
      width={560}
      top={72}
      closeLabel={intl.formatMessage(m.refClose)}
      moveLabel={intl.formatMessage(m.refMove)}
      onClose={onClose}
      testId="reference-sheet"
      className="tr-ref-panel"
    >
      <ul className="list-unstyled tr-ref-grid">
        {REFERENCE_FACTS.map((fact) => {
          const Figure = fact.figure ? FIGURES[fact.figure] : null;
          return (
            <li key={fact.name} className="tr-ref-item" data-testid={`ref-${fact.name}`}>
              {Figure && <Figure />}
              <div className="fw-semibold small">{intl.formatMessage(m[fact.name])}</div>
              {fact.tex.map((tex) => (
                <MathText key={tex} html={tex} className="tr-ref-formula" />
              ))}
            </li>
          );
        })}
      </ul>
      <ul className="mb-0 mt-3">
        {REFERENCE_NOTES.map((note) => (
          <li key={note}>
            <MathText html={intl.formatMessage(m[note])} as="span" />
          </li>
        ))}
      </ul>
    </FloatingPanel>
  );
}
