import type { ReactNode } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdaptiveSetPublicDto, PracticePublicDto, PracticeSetPublicDto, PracticeTool } from '@app/shared';
import { ClockIcon } from '../../../components/icons';
import { KIND_LABELS, minutesOf, SECTION_LABELS, TOOL_LABELS, VERSION_LABELS } from '../labels';
import { labelsMessages, studentListMessages } from '../messages';

function Facts({ questions, seconds }: { questions: number; seconds: number }) {
  return (
    <div className="d-flex flex-wrap gap-3 small text-body-secondary mb-2">
      <span>
        <FormattedMessage {...labelsMessages.questions} values={{ count: questions }} />
      </span>
      <span className="d-inline-flex align-items-center gap-1">
        <ClockIcon size={14} />
        <FormattedMessage {...labelsMessages.minutes} values={{ minutes: minutesOf(seconds) }} />
      </span>
    </div>
  );
}

function Tools({ tools }: { tools: readonly PracticeTool[] }) {
  const intl = useIntl();
  if (tools.length === 0) return null;
  return (
    <p className="small mb-0">
      <span className="text-body-secondary">
        <FormattedMessage {...studentListMessages.tools} />:{' '}
      </span>
      {tools.map((t) => intl.formatMessage(TOOL_LABELS[t])).join(intl.locale.startsWith('zh') ? '、' : ', ')}
    </p>
  );
}

/** The Start button waits for the test runner (the next release): disabled, with the reason next to it. */
function StartFooter({ testId }: { testId: string }) {
  const noteId = `${testId}-start-note`;
  return (
    <Card.Footer className="bg-transparent border-0 pt-0 pb-3 px-4">
      <Button variant="primary" disabled aria-describedby={noteId} data-testid={`${testId}-start`} className="px-4">
        <FormattedMessage {...studentListMessages.start} />
      </Button>
      <div id={noteId} className="small text-body-secondary mt-2">
        <FormattedMessage {...studentListMessages.startSoon} />
      </div>
    </Card.Footer>
  );
}

function CardFrame({ testId, badges, title, children }: { testId: string; badges: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="h-100 shadow-soft" data-testid={testId}>
      <Card.Body className="p-4 pb-3">
        <div className="d-flex flex-wrap gap-1 mb-2">{badges}</div>
        <h3 className="h6 fw-semibold mb-2">{title}</h3>
        {children}
      </Card.Body>
      <StartFooter testId={testId} />
    </Card>
  );
}

const badge = (key: string, text: ReactNode, bg = 'light') => (
  <Badge key={key} bg={bg} text={bg === 'light' ? 'dark' : undefined} className={bg === 'light' ? 'border fw-medium' : 'fw-medium'}>
    {text}
  </Badge>
);

export function PracticeCard({ practice }: { practice: PracticePublicDto }) {
  return (
    <CardFrame
      testId={`practice-card-${practice.id}`}
      title={practice.title}
      badges={[
        badge('section', <FormattedMessage {...SECTION_LABELS[practice.section]} />, 'primary'),
        badge('kind', <FormattedMessage {...KIND_LABELS[practice.kind]} />),
        badge('version', <FormattedMessage {...VERSION_LABELS[practice.version]} />),
      ]}
    >
      <Facts questions={practice.question_count} seconds={practice.time_limit_seconds} />
      <Tools tools={practice.tools} />
    </CardFrame>
  );
}

/** Questions and time of an adaptive set as a student meets it: module 1 plus one module 2 per section. */
export function adaptiveTotals(set: AdaptiveSetPublicDto) {
  let questions = 0;
  let seconds = set.sections.length > 1 ? set.break_after_seconds : 0;
  for (const s of set.sections) {
    questions += s.module1.question_count + Math.max(s.easier_module2.question_count, s.harder_module2.question_count);
    seconds += s.module1.time_limit_seconds + Math.max(s.easier_module2.time_limit_seconds, s.harder_module2.time_limit_seconds);
  }
  return { questions, seconds };
}

export function AdaptiveCard({ set }: { set: AdaptiveSetPublicDto }) {
  const totals = adaptiveTotals(set);
  const tools = [...new Set(set.sections.flatMap((s) => s.module1.tools))];
  return (
    <CardFrame
      testId={`adaptive-card-${set.id}`}
      title={set.title}
      badges={[
        badge('kind', <FormattedMessage {...studentListMessages.groupAdaptive} />, 'primary'),
        badge('version', <FormattedMessage {...VERSION_LABELS.digital} />),
      ]}
    >
      <Facts questions={totals.questions} seconds={totals.seconds} />
      <ul className="small mb-2 ps-3">
        {set.sections.map((s, i) => (
          <li key={s.section}>
            <FormattedMessage {...SECTION_LABELS[s.section]} /> · <FormattedMessage {...studentListMessages.modules} values={{ count: 2 }} />
            {i < set.sections.length - 1 && set.break_after_seconds > 0 && (
              <>
                {' '}
                · <FormattedMessage {...studentListMessages.breakAfter} values={{ minutes: minutesOf(set.break_after_seconds) }} />
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary mb-2">
        <FormattedMessage {...studentListMessages.adaptiveBody} />
      </p>
      <Tools tools={tools} />
    </CardFrame>
  );
}

export function FullSetCard({ set }: { set: PracticeSetPublicDto }) {
  const tools = [...new Set(set.items.flatMap((i) => i.practice.tools))];
  return (
    <CardFrame
      testId={`set-card-${set.id}`}
      title={set.title}
      badges={[
        badge('kind', <FormattedMessage {...studentListMessages.groupFull} />, 'primary'),
        badge('version', <FormattedMessage {...VERSION_LABELS[set.version]} />),
      ]}
    >
      <Facts questions={set.question_count} seconds={set.time_limit_seconds} />
      <ul className="small mb-2 ps-3">
        {set.items.map((item) => (
          <li key={item.position}>
            <FormattedMessage {...SECTION_LABELS[item.practice.section]} /> ·{' '}
            <FormattedMessage {...labelsMessages.questions} values={{ count: item.practice.question_count }} />
          </li>
        ))}
      </ul>
      <Tools tools={tools} />
    </CardFrame>
  );
}
