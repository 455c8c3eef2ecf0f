import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { scaleOf, type ScoreRow, type ScoreType } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmit } from '../../../components/form/use-submit';
import { checkDrafts, fillEvenly, fromDrafts, resizeDrafts, toDrafts, type RowDraft } from '../score-table-model';
import { scoreEditorMessages as m } from '../messages';

export interface ScoreTableEditorProps {
  type: ScoreType;
  /** How many questions count for this score: the highest raw score possible. */
  questionCount: number;
  rows?: readonly ScoreRow[];
  maxRaw?: number;
  onSave: (rows: ScoreRow[], maxRaw: number) => Promise<void>;
}

const CELLS = ['scaled', 'lower', 'upper'] as const;

/** Rows raw 0..N with scaled, lower and upper scores, checked live against the scale (scoreTableProblem). */
export function ScoreTableEditor({ type, questionCount, rows, maxRaw: storedMax, onSave }: ScoreTableEditorProps) {
  const intl = useIntl();
  const scale = scaleOf(type);
  const initialMax = storedMax ?? questionCount;
  const [maxText, setMaxText] = useState(String(initialMax));
  const [maxRaw, setMaxRaw] = useState(initialMax);
  const [drafts, setDrafts] = useState<RowDraft[]>(() => resizeDrafts(toDrafts(rows ?? []), initialMax));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, setFormError, run } = useSubmit(setErrors);
  const { problem, badRow } = useMemo(() => checkDrafts(drafts, scale, maxRaw), [drafts, scale, maxRaw]);

  const changeMax = (text: string) => {
    setMaxText(text);
    const n = Number(text);
    if (text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= questionCount) {
      setMaxRaw(n);
      setDrafts((d) => resizeDrafts(d, n));
    }
  };
  const maxInvalid = String(maxRaw) !== maxText.trim();

  const setCell = (raw: number, cell: (typeof CELLS)[number], value: string) => {
    setDrafts((d) => d.map((r) => (r.raw === raw ? { ...r, [cell]: value } : r)));
    setFormError(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (problem || maxInvalid) return;
    await run(() => onSave(fromDrafts(drafts), maxRaw));
  }

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="score-table-editor">
      <Card className="shadow-soft mb-4">
        <Card.Body className="p-4">
          <Row className="g-3 align-items-end">
            <Col md={5}>
              <Form.Group controlId="score-max-raw">
                <Form.Label className="fw-medium">
                  <FormattedMessage {...m.maxRaw} />
                </Form.Label>
                <Form.Control
                  type="number"
                  min={0}
                  max={questionCount}
                  value={maxText}
                  isInvalid={maxInvalid || !!errors.max_raw}
                  onChange={(e) => changeMax(e.target.value)}
                  data-testid="score-max-raw"
                />
                <Form.Control.Feedback type="invalid">
                  {errors.max_raw || intl.formatMessage(m.maxRawError, { max: questionCount })}
                </Form.Control.Feedback>
                {!maxInvalid && !errors.max_raw && (
                  <Form.Text className="text-body-secondary">
                    <FormattedMessage {...m.maxRawHelp} values={{ count: questionCount }} />
                  </Form.Text>
                )}
              </Form.Group>
            </Col>
            <Col md={7} className="d-flex flex-column align-items-md-end gap-2">
              <span className="small text-body-secondary">
                <FormattedMessage {...m.scale} values={{ min: scale.min, max: scale.max, step: scale.step }} />
              </span>
              <Button
                variant="outline-primary"
                size="sm"
                onClick={() => {
                  setDrafts(toDrafts(fillEvenly(maxRaw, scale)));
                  setFormError(null);
                }}
                data-testid="score-fill-evenly"
              >
                <FormattedMessage {...m.fillEvenly} values={{ min: scale.min, max: scale.max }} />
              </Button>
            </Col>
          </Row>
        </Card.Body>
      </Card>

      <div aria-live="polite" className="mb-3">
        {problem ? (
          <Alert variant="danger" className="py-2 small mb-0" data-testid="score-problem" data-problem={problem}>
            {intl.formatMessage({ id: problem })}
            {badRow !== null && (
              <>
                {' '}
                <FormattedMessage {...m.rowProblem} values={{ raw: drafts[badRow].raw }} />
              </>
            )}
          </Alert>
        ) : (
          <Alert variant="success" className="py-2 small mb-0" data-testid="score-valid">
            <FormattedMessage {...m.valid} />
          </Alert>
        )}
      </div>

      <Card className="shadow-soft mb-4">
        <div className="table-responsive" style={{ maxHeight: '60vh' }}>
          <Table size="sm" className="align-middle mb-0 score-table" data-testid="score-rows">
            <thead className="sticky-top bg-body">
              <tr>
                <th className="small fw-medium text-body-secondary ps-4">
                  <FormattedMessage {...m.raw} />
                </th>
                {CELLS.map((c) => (
                  <th key={c} className="small fw-medium text-body-secondary">
                    <FormattedMessage {...m[c]} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {drafts.map((row, i) => (
                <tr key={row.raw} className={badRow === i ? 'table-danger' : undefined} data-testid={`score-row-${row.raw}`}>
                  <td className="ps-4 fw-semibold">{row.raw}</td>
                  {CELLS.map((c) => (
                    <td key={c}>
                      <Form.Control
                        size="sm"
                        type="number"
                        min={scale.min}
                        max={scale.max}
                        step={scale.step}
                        style={{ maxWidth: '7rem' }}
                        value={row[c]}
                        aria-label={`${intl.formatMessage(m[c])} ${row.raw}`}
                        onChange={(e) => setCell(row.raw, c, e.target.value)}
                        data-testid={`score-${c}-${row.raw}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Card>

      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <Button type="submit" variant="primary" disabled={submitting || !!problem || maxInvalid} data-testid="score-save">
          {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          <FormattedMessage {...m.save} />
        </Button>
        <div className="flex-grow-1">
          <FormAlert message={formError ?? (errors.rows || null)} />
        </div>
      </div>
    </Form>
  );
}
