import { observer } from 'mobx-react-lite';
import { Button } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { MATH_SECTIONS } from '@app/shared';
import { MathText } from '../../../components/math/math-text';
import { headerMessages, questionMessages as m } from '../messages';
import type { TestRunnerStore } from '../test-runner-store';
import { AnnotatedPassage } from '../tools/annotated-passage';
import { ChoiceList } from '../tools/choice-list';
import { GridInInput } from '../tools/grid-in-input';
import { GridInDirections } from './directions';
import { SplitView } from './split-view';
import { BookmarkIcon } from '../../../components/icons';

export interface QuestionViewProps {
  store: TestRunnerStore;
  /** Phone layout: the passage stacks above the question. */
  compact: boolean;
}

/**
 * The displayed question. Reading and Writing with a passage: passage left, question right (stacked on
 * phones). Math: one column. Highlights go on the passage, or on the stem of a Reading and Writing
 * question that has none; Math text is typeset by MathJax instead (highlight offsets count plain text).
 */
export const QuestionView = observer(function QuestionView({ store, compact }: QuestionViewProps) {
  const intl = useIntl();
  const q = store.question;
  const answer = store.currentAnswer;
  if (!q || !answer) return null;
  const isMath = MATH_SECTIONS.includes(q.section);
  const highlighter = store.highlighterOn && store.hasTool('highlighter', 'annotate');
  const highlights = answer.annotations.highlights;
  const annotated = (html: string) => (
    <AnnotatedPassage key={q.id} html={html} highlights={highlights} onChange={store.setHighlights} enabled={highlighter} />
  );
  const version = store.attempt?.target.version ?? 'digital';

  const head = (
    <div className="tr-question-head">
      <span className="tr-question-number" aria-label={intl.formatMessage(m.number, { number: q.number })}>
        {q.number}
      </span>
      <Button
        variant="link"
        className={`tr-mark${answer.marked ? ' is-marked' : ''}`}
        onClick={store.toggleMark}
        aria-pressed={answer.marked}
        data-testid="mark-for-review"
      >
        <BookmarkIcon filled={answer.marked} />
        <FormattedMessage {...m.mark} />
      </Button>
      {store.eliminatorAvailable && (
        <Button
          variant="outline-secondary"
          size="sm"
          className="tr-eliminator ms-auto"
          onClick={store.toggleEliminator}
          aria-pressed={store.eliminatorOn}
          aria-label={intl.formatMessage(headerMessages.eliminator)}
          title={intl.formatMessage(headerMessages.eliminator)}
          data-testid="eliminator-toggle"
        >
          <s aria-hidden="true">ABC</s>
        </Button>
      )}
    </div>
  );

  const stem = !isMath && !q.passage ? annotated(q.stem) : <MathText html={q.stem} className="qb-rich tr-stem" testId="question-stem" />;

  const response =
    q.type === 'multiple-choice' ? (
      <ChoiceList
        key={q.id}
        questionId={q.id}
        choices={q.choices}
        answer={answer.answer}
        eliminated={answer.eliminated}
        eliminatorOn={store.eliminatorOn}
        onAnswer={store.choose}
        onToggleEliminated={store.toggleEliminated}
      />
    ) : (
      <GridInInput
        key={q.id}
        id={`grid-in-${q.id}`}
        value={answer.answer}
        onChange={store.setResponse}
        version={version}
        ariaLabel={intl.formatMessage(m.gridInLabel, { number: q.number })}
      />
    );

  const questionPane = (
    <div className="tr-question" data-testid="question-pane" data-question-id={q.id}>
      {head}
      {stem}
      <div className="mt-3">{response}</div>
    </div>
  );

  // A Math grid-in: the student-produced response directions in the left pane, as on test day.
  if (isMath && q.type === 'grid-in') {
    const directionsPane = (
      <div className="tr-passage">
        <GridInDirections version={version} compact={compact} />
      </div>
    );
    const right = (
      <div>
        {q.passage && <MathText html={q.passage.body} className="qb-rich mb-4" testId="passage" />}
        {questionPane}
      </div>
    );
    return <SplitView left={directionsPane} right={right} stacked={compact} />;
  }

  if (q.passage && !isMath) {
    const passagePane = (
      <div className="tr-passage" data-testid="passage">
        {q.passage.title && <h2 className="h6 tr-passage-title">{q.passage.title}</h2>}
        {annotated(q.passage.body)}
      </div>
    );
    return <SplitView left={passagePane} right={questionPane} stacked={compact} />;
  }
  return (
    <div className="tr-single" data-layout="single">
      {q.passage && <MathText html={q.passage.body} className="qb-rich mb-4" testId="passage" />}
      {questionPane}
    </div>
  );
});
