import { useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { AnalysisResultRowDto, CombinedResultDto } from '@app/shared';
import { useStores } from '../../../stores/store-context';
import { analysisApi } from '../api';
import { checkCombination } from '../combine-rule';
import { combineMessages as m } from '../messages';
import { CombineCheckNote } from './combine-check-note';
import { SectionScores } from './section-scores';

/**
 * A student's graded attempts to tick, the live completeness check, and "Combine". The server checks the
 * selection again (it also knows whether a paper math score had both math parts); its 422 shows as usual.
 */
export function CombineForm({
  userId,
  attempts,
  onCombined,
}: {
  userId: number;
  attempts: AnalysisResultRowDto[];
  onCombined: (r: CombinedResultDto) => void;
}) {
  const { api, ui } = useStores();
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CombinedResultDto | null>(null);
  const chosen = attempts.filter((a) => selected.includes(a.attemptId));
  const check = checkCombination(chosen);
  const repeatedIds = new Set(check.repeated.flatMap((r) => r.attemptIds));
  const titleOf = (id: number) => attempts.find((a) => a.attemptId === id)?.target.title ?? String(id);

  const toggle = (id: number) => {
    setCreated(null);
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  };
  const submit = async () => {
    setBusy(true);
    try {
      const result = await analysisApi(api).combine({ userId, attemptIds: chosen.map((a) => a.attemptId) });
      setCreated(result);
      setSelected([]);
      onCombined(result);
    } catch (error) {
      ui.handleError(error);
    } finally {
      setBusy(false);
    }
  };

  if (attempts.length === 0) {
    return (
      <Card body className="text-center text-body-secondary shadow-soft" data-testid="combine-no-attempts">
        <FormattedMessage {...m.noAttempts} />
      </Card>
    );
  }
  return (
    <Card className="shadow-soft" as="section" aria-labelledby="combine-attempts-title">
      <Card.Body>
        <h2 className="h5 fw-semibold mb-3" id="combine-attempts-title">
          <FormattedMessage {...m.attempts} />
        </h2>
        <fieldset aria-labelledby="combine-attempts-title" className="mb-3">
          {attempts.map((a) => {
            return (
              <div
                key={a.attemptId}
                className={`border rounded p-2 mb-2 ${repeatedIds.has(a.attemptId) ? 'border-warning bg-warning-subtle' : ''}`}
                data-testid={`combine-attempt-${a.attemptId}`}
              >
                <Form.Check
                  id={`combine-${a.attemptId}`}
                  checked={selected.includes(a.attemptId)}
                  onChange={() => toggle(a.attemptId)}
                  label={
                    <span className="d-block">
                      <span className="fw-medium">{a.target.title}</span>
                      <span className="small text-body-secondary ms-2">
                        <FormattedDate value={a.finishedAt} dateStyle="medium" />
                      </span>
                      <span className="d-block small">
                        <SectionScores sections={a.sections} />
                      </span>
                    </span>
                  }
                />
              </div>
            );
          })}
        </fieldset>
        <CombineCheckNote check={check} count={chosen.length} titleOf={titleOf} />
        <Button onClick={() => void submit()} disabled={!check.ok || busy} data-testid="combine-submit">
          {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          <FormattedMessage {...m.submit} />
        </Button>
        {created && (
          <Alert variant="success" className="mt-3 mb-0" role="status" data-testid="combine-created">
            <FormattedMessage {...(created.total === null ? m.noTotal : m.created)} values={{ total: created.total }} />
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
