import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ChoiceDto } from '@app/shared';
import { MathText } from '../../../components/math/math-text';
import { plainText } from '../../../components/math/sanitize-html';
import { toolMessages as m } from './messages';
import './tools.css';

export interface ChoiceListProps {
  questionId: number;
  choices: ChoiceDto[];
  /** The chosen label; '' when unanswered. */
  answer: string;
  /** Labels struck through with the answer eliminator. */
  eliminated: string[];
  /** Whether the eliminator is on: strike buttons show and strikes are drawn. */
  eliminatorOn: boolean;
  /** A label, or '' when eliminating the chosen choice removes the answer. */
  onAnswer: (label: string) => void;
  onToggleEliminated: (label: string) => void;
}

/** A choice's text for its accessible name: tags gone, TeX delimiters dropped (the formula reads as its source). */
const spokenText = (html: string) =>
  plainText(html)
    .replace(/\\[()[\]]|\$\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * The answer choices as Bluebook draws them: a lettered circle, the choice's rich text, and with the
 * eliminator on a strike button per choice. A radio group with a roving tab stop: arrows move the focus,
 * Space or Enter chooses (choosing is a save, so it does not happen just by moving through the list).
 */
export function ChoiceList({ questionId, choices, answer, eliminated, eliminatorOn, onAnswer, onToggleEliminated }: ChoiceListProps) {
  const intl = useIntl();
  const radios = useRef<(HTMLDivElement | null)[]>([]);
  const struck = new Set(eliminatorOn ? eliminated : []);
  const tabStop = Math.max(
    0,
    choices.findIndex((c) => c.label === answer),
  );

  const choose = (label: string) => {
    // An answer is never a struck-out choice: choosing one takes the strike back.
    if (eliminated.includes(label)) onToggleEliminated(label);
    if (label !== answer) onAnswer(label);
  };

  const toggleStrike = (label: string) => {
    // Striking out the chosen answer removes the answer, as on test day.
    if (!eliminated.includes(label) && label === answer) onAnswer('');
    onToggleEliminated(label);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, index: number) => {
    let target: number | null = null;
    if (NEXT_KEYS.has(e.key)) target = (index + 1) % choices.length;
    else if (PREVIOUS_KEYS.has(e.key)) target = (index - 1 + choices.length) % choices.length;
    else if (e.key === 'Home') target = 0;
    else if (e.key === 'End') target = choices.length - 1;
    else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      choose(choices[index].label);
      return;
    }
    if (target === null) return;
    e.preventDefault();
    radios.current[target]?.focus();
  };

  return (
    <div role="radiogroup" aria-label={intl.formatMessage(m.choicesLabel)} className="d-grid gap-2 tr-choices" data-testid="choice-list">
      {choices.map((c, index) => {
        const chosen = c.label === answer;
        const isStruck = struck.has(c.label);
        const nameText = spokenText(c.text);
        const struckId = `tr-choice-${questionId}-${c.label}-struck`;
        return (
          <div key={c.label} className={`tr-choice-row ${isStruck ? 'is-struck' : ''}`}>
            <div
              ref={(el) => {
                radios.current[index] = el;
              }}
              role="radio"
              aria-checked={chosen}
              aria-label={intl.formatMessage(m.choiceName, { label: c.label, text: nameText })}
              aria-describedby={isStruck ? struckId : undefined}
              tabIndex={index === tabStop ? 0 : -1}
              className={`tr-choice ${chosen ? 'is-chosen' : ''}`}
              onClick={() => choose(c.label)}
              onKeyDown={(e) => onKeyDown(e, index)}
              data-testid={`choice-${c.label}`}
            >
              <span className="choice-letter tr-choice-letter" aria-hidden="true">
                {c.label}
              </span>
              <MathText html={c.text} as="span" className="tr-choice-text" />
              {isStruck && (
                <span id={struckId} className="visually-hidden">
                  {intl.formatMessage(m.choiceEliminated)}
                </span>
              )}
            </div>
            {eliminatorOn && (
              <button
                type="button"
                className={`btn btn-sm tr-strike ${isStruck ? 'btn-link' : 'btn-outline-secondary'}`}
                aria-label={intl.formatMessage(isStruck ? m.undoEliminate : m.eliminate, { label: c.label })}
                onClick={() => toggleStrike(c.label)}
                data-testid={`strike-${c.label}`}
              >
                {isStruck ? intl.formatMessage(m.undo) : <span className="tr-strike-letter">{c.label}</span>}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
