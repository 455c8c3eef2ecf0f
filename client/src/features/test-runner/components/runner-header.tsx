import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dropdown } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { directionsMessages, headerMessages as m } from '../messages';
import type { TestRunnerStore } from '../test-runner-store';
import { toolMessages } from '../tools/messages';
import { ZoomControl } from '../tools/zoom-control';
import { useModuleHeading } from '../module-heading';
import { Countdown } from './countdown';
import { SectionDirections } from './directions';
import { PlanProgress } from './plan-progress';
import { ShortcutsHelp } from './shortcuts-help';

const CalculatorIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <rect x="3" y="1.5" width="10" height="13" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
    <path d="M5 4h6M5.5 7.5h1M9.5 7.5h1M5.5 10h1M9.5 10h1M5.5 12.3h1M9.5 12.3h1" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
  </svg>
);
const ReferenceIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M3 2h7l3 3v9H3z M10 2v3h3" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
    <path d="M5.5 8.5h5M5.5 11h5" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
  </svg>
);
const HighlighterIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M10.5 2l3.5 3.5-6.5 6.5H4v-3.5z M2 14.5h12" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
  </svg>
);

export interface RunnerHeaderProps {
  store: TestRunnerStore;
  compact: boolean;
  zoom: number;
  onZoom: (value: number) => void;
  calculatorOpen: boolean;
  onCalculator: () => void;
  referenceOpen: boolean;
  onReference: () => void;
  lineReaderOpen: boolean;
  onLineReader: () => void;
  onExit: () => void;
}

/** Module title, the countdown, the module's tools, zoom, shortcuts help and the More menu (line reader, exit). */
export const RunnerHeader = observer(function RunnerHeader(props: RunnerHeaderProps) {
  const { store, compact } = props;
  const intl = useIntl();
  const heading = useModuleHeading(store.attempt?.plan ?? []);
  const tool = (show: boolean, label: string, icon: ReactNode, onClick: () => void, pressed?: boolean, testId?: string) =>
    show && (
      <Button
        variant="outline-secondary"
        size="sm"
        className="tr-tool"
        onClick={onClick}
        aria-label={label}
        aria-pressed={pressed}
        data-testid={testId}
      >
        {icon}
        {!compact && <span className="ms-1">{label}</span>}
      </Button>
    );
  return (
    <header className="tr-header">
      <div className="tr-header-row">
        <div className="tr-header-title">
          <h1 className="h6 mb-0 text-truncate" data-testid="module-heading">
            {store.module && heading(store.module)}
          </h1>
          {store.module && (
            // The section's directions, open while working; a click inside (selecting text) keeps them open.
            <Dropdown autoClose="outside">
              <Dropdown.Toggle variant="link" size="sm" className="tr-directions-toggle p-0" data-testid="directions-toggle">
                {intl.formatMessage(directionsMessages.menu)}
              </Dropdown.Toggle>
              <Dropdown.Menu className="tr-directions-dropdown p-3" data-testid="directions-menu">
                <SectionDirections section={store.module.section} calculator={store.hasTool('calculator')} />
              </Dropdown.Menu>
            </Dropdown>
          )}
        </div>
        <Countdown store={store} />
        <div className="tr-header-tools">
          {tool(
            store.hasTool('highlighter', 'annotate'),
            intl.formatMessage(m.highlighter),
            <HighlighterIcon />,
            store.toggleHighlighter,
            store.highlighterOn,
            'tool-highlighter',
          )}
          {tool(
            store.hasTool('calculator'),
            intl.formatMessage(m.calculator),
            <CalculatorIcon />,
            props.onCalculator,
            props.calculatorOpen,
            'tool-calculator',
          )}
          {tool(
            store.hasTool('reference-sheet'),
            intl.formatMessage(m.reference),
            <ReferenceIcon />,
            props.onReference,
            props.referenceOpen,
            'tool-reference',
          )}
          {!compact && <ZoomControl value={props.zoom} onChange={props.onZoom} />}
          <ShortcutsHelp />
          <Dropdown align="end">
            <Dropdown.Toggle variant="outline-secondary" size="sm" aria-label={intl.formatMessage(m.more)} data-testid="runner-more">
              {compact ? '⋮' : intl.formatMessage(m.more)}
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {compact && (
                <div className="px-3 py-2">
                  <ZoomControl value={props.zoom} onChange={props.onZoom} />
                </div>
              )}
              <Dropdown.Item as="button" onClick={props.onLineReader} active={props.lineReaderOpen}>
                {intl.formatMessage(toolMessages.lineReader)}
              </Dropdown.Item>
              <Dropdown.Divider />
              <Dropdown.Item as="button" onClick={props.onExit} data-testid="runner-exit">
                {intl.formatMessage(m.exit)}
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </div>
      </div>
      <PlanProgress plan={store.attempt?.plan ?? []} />
    </header>
  );
});
