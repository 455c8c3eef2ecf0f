import { useState } from 'react';
import { Tab, Tabs, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import type { AngleMode } from './calculator-engine';
import { CalculatorTab, type CalculatorHistoryEntry } from './calculator-tab';
import { FloatingPanel } from './floating-panel';
import { GraphTab } from './graph-tab';
import { toolMessages as m } from './messages';
import './tools.css';

export interface CalculatorPanelProps {
  onClose: () => void;
  /** The module's calculations, newest first: kept by the runner so that closing the panel loses none. */
  history: CalculatorHistoryEntry[];
  onHistory: (history: CalculatorHistoryEntry[]) => void;
}

const PANEL_WIDTH = 380;

/**
 * The floating calculator (scientific and graphing tabs) in a panel the student keeps open beside the
 * question. Lazy-loaded by the runner: mathjs and function-plot come with this module only.
 */
export function CalculatorPanel({ onClose, history, onHistory }: CalculatorPanelProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<AngleMode>('deg');
  const [tab, setTab] = useState<string>('calculator');
  const angleMode = (
    <ToggleButtonGroup
      type="radio"
      name="tr-angle-mode"
      size="sm"
      value={mode}
      onChange={(v: AngleMode) => setMode(v)}
      aria-label={intl.formatMessage(m.calcAngleMode)}
    >
      <ToggleButton id="tr-angle-deg" value="deg" variant="outline-secondary">
        {intl.formatMessage(m.calcDegrees)}
      </ToggleButton>
      <ToggleButton id="tr-angle-rad" value="rad" variant="outline-secondary">
        {intl.formatMessage(m.calcRadians)}
      </ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <FloatingPanel
      titleId="tr-calc-title"
      title={intl.formatMessage(m.calcTitle)}
      width={PANEL_WIDTH}
      top={96}
      headerExtras={angleMode}
      closeLabel={intl.formatMessage(m.calcClose)}
      moveLabel={intl.formatMessage(m.calcMove)}
      onClose={onClose}
      testId="calculator-panel"
    >
      <Tabs activeKey={tab} onSelect={(k) => setTab(k ?? 'calculator')} id="tr-calc-tabs" className="mb-2" mountOnEnter>
        <Tab eventKey="calculator" title={intl.formatMessage(m.calcTab)}>
          <CalculatorTab mode={mode} history={history} onHistory={onHistory} />
        </Tab>
        <Tab eventKey="graph" title={intl.formatMessage(m.graphTab)}>
          <GraphTab mode={mode} />
        </Tab>
      </Tabs>
    </FloatingPanel>
  );
}
