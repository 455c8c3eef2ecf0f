import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { MATH_SECTIONS, readGridInResponse, versionOf, type ChoiceDto, type QuestionType, type Section } from '@app/shared';
import { MathText } from '../../../components/math/math-text';
import { qbMessages } from '../messages';

export interface ViewableQuestion {
  type: QuestionType;
  section: Section | string;
  stem: string;
  choices: ChoiceDto[];
}

export interface QuestionViewProps {
  question: ViewableQuestion;
  /** The passage's rich text, when the question has one. */
  passageHtml?: string | null;
  number?: number;
  /** Show this choice or grid-in entry as the right answer (authors' "show answer"). */
  reveal?: string | null;
}

/** A grid-in entry as the answer preview shows it: a fraction as a built-up fraction. */
const entryTex = (text: string) => {
  const [n, d] = text.split('/');
  return d === undefined ? `\\(${n}\\)` : `\\(${n.startsWith('-') ? '-' : ''}\\frac{${n.replace('-', '')}}{${d}}\\)`;
};

const isMath = (section: string) => (MATH_SECTIONS as readonly string[]).includes(section);

/**
 * A question as a student sees it on test day: Reading and Writing puts the passage on the left and the
 * question on the right; Math is one centred column. Choices can be picked, a grid-in entry typed.
 */
export function QuestionView({ question, passageHtml, number = 1, reveal }: QuestionViewProps) {
  const split = !isMath(question.section) && !!passageHtml?.trim();
  const body = <QuestionPane question={question} number={number} reveal={reveal} />;
  if (!split) {
    return (
      <div className="qb-testday qb-testday-single" data-testid="question-view" data-layout="single">
        {passageHtml?.trim() && <MathText html={passageHtml} className="qb-rich mb-4" testId="question-view-passage" />}
        {body}
      </div>
    );
  }
  return (
    <div className="qb-testday qb-testday-split" data-testid="question-view" data-layout="split">
      <section className="qb-testday-passage">
        <MathText html={passageHtml ?? ''} className="qb-rich" testId="question-view-passage" />
      </section>
      <section className="qb-testday-question">{body}</section>
    </div>
  );
}

function QuestionPane({ question, number, reveal }: { question: ViewableQuestion; number: number; reveal?: string | null }) {
  const intl = useIntl();
  const [picked, setPicked] = useState<string | null>(null);
  const [entry, setEntry] = useState('');
  const version = versionOf(question.section as Section);
  const revealed = new Set((reveal ?? '').toUpperCase().split(','));
  const read = entry ? readGridInResponse(entry, version) : null;
  return (
    <div>
      <div className="qb-testday-number">
        <span>{number}</span>
      </div>
      <MathText html={question.stem} className="qb-rich qb-testday-stem" testId="question-view-stem" />
      {question.type === 'multiple-choice' ? (
        <div role="radiogroup" aria-label={intl.formatMessage(qbMessages.choices)} className="d-grid gap-2 mt-3">
          {question.choices.map((c) => {
            const isPicked = picked === c.label;
            const isRight = reveal != null && revealed.has(c.label);
            return (
              <button
                key={c.label}
                type="button"
                role="radio"
                aria-checked={isPicked}
                className={`qb-choice ${isPicked ? 'is-picked' : ''} ${isRight ? 'is-right' : ''}`}
                onClick={() => setPicked(isPicked ? null : c.label)}
                data-testid={`view-choice-${c.label}`}
              >
                <span className="choice-letter qb-choice-letter">{c.label}</span>
                <MathText html={c.text} as="span" className="qb-choice-text" />
              </button>
            );
          })}
        </div>
      ) : (
        <div className="mt-3 qb-gridin">
          <Form.Label htmlFor="qb-gridin-entry" className="small text-body-secondary">
            <FormattedMessage {...qbMessages.gridInHint} />
          </Form.Label>
          <Form.Control
            id="qb-gridin-entry"
            className="qb-gridin-input"
            value={entry}
            onChange={(e) => setEntry(e.target.value)}
            maxLength={version === 'digital' ? 6 : 4}
            autoComplete="off"
            data-testid="view-gridin"
          />
          <div className="small mt-2 text-body-secondary">
            <FormattedMessage {...qbMessages.answerPreview} />:{' '}
            {read?.kind === 'number' ? <MathText html={entryTex(read.text)} as="span" className="fw-semibold" /> : '—'}
          </div>
          {reveal != null && (
            <div className="small mt-2 text-success fw-semibold" data-testid="view-gridin-key">
              <FormattedMessage {...qbMessages.correctAnswer} />: <span className="font-monospace">{reveal}</span>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
