import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Col, Form, ListGroup, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { TEST_VERSIONS, type PracticeSetDto, type PracticeSetInput, type TestVersionId } from '@app/shared';
import { appMessages } from '../../../i18n/app-messages';
import { formMessages } from '../../../components/form/messages';
import { SelectField } from '../../../components/form/select-field';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { KIND_LABELS, SECTION_LABELS, VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { builderMessages, setBuilderMessages as m } from '../messages';
import { areaPaths } from '../paths';
import { moveItem, removeAt } from '../question-order';
import { addToSet, parseBreak, type SetItemDraft } from '../set-model';
import { useEditorSave } from '../hooks/use-editor-save';
import { EditorCard, EditorShell } from './editor-shell';
import { PracticePicker } from './practice-picker';
import { TitleField } from './title-field';
import { testLabelMessages } from '../../../components/taxonomy/test-label-messages';
import { minutesOf } from '../../../lib/duration';
import { useArea } from '../../../components/hooks/use-area';

export interface SetEditorProps {
  set?: PracticeSetDto;
  onSaved: (set: PracticeSetDto, created: boolean) => void;
}

/** The full practice set builder: practices in order, with the break after each. */
export function SetEditor({ set, onSaved }: SetEditorProps) {
  const { api } = useStores();
  const intl = useIntl();
  const area = useArea();
  const paths = areaPaths(area);
  const creating = !set;
  const locked = !!set?.first_taken_at;
  const [title, setTitle] = useState(set?.title ?? '');
  const [version, setVersion] = useState<TestVersionId>(set?.version ?? 'digital');
  const [items, setItems] = useState<SetItemDraft[]>(
    set?.items.map((i) => ({ practice: i.practice, breakMinutes: String(minutesOf(i.break_after_seconds)) })) ?? [],
  );
  const editor = useEditorSave();
  const { errors, clearError } = editor;

  const totals = items.reduce(
    (t, i, index) => ({
      questions: t.questions + i.practice.question_count,
      minutes: t.minutes + minutesOf(i.practice.time_limit_seconds) + (index < items.length - 1 ? (parseBreak(i.breakMinutes) ?? 0) : 0),
    }),
    { questions: 0, minutes: 0 },
  );
  const openLink = (practiceId: number) => (set && area === 'admin' ? paths.setPractice(set.id, practiceId) : paths.practice(practiceId));

  function submit() {
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = intl.formatMessage(formMessages.required);
    if (items.some((i) => parseBreak(i.breakMinutes) === null)) local.items = intl.formatMessage(m.breakError);
    const client = practicesApi(api);
    // Runs only when every break parsed (`local` is empty).
    return editor.save(local, async () => {
      const input: PracticeSetInput = {
        title: title.trim(),
        version,
        items: items.map((i) => ({ practice_id: i.practice.id, break_after_seconds: parseBreak(i.breakMinutes)! * 60 })),
      };
      onSaved(creating ? await client.createSet(input) : await client.updateSet(set.id, { title: input.title, items: input.items }), creating);
    });
  }

  return (
    <EditorShell
      testId="set-editor"
      editor={editor}
      onSubmit={() => void submit()}
      locked={locked && { body: appMessages.practiceExamHasTaken }}
      save={{ label: creating ? m.create : builderMessages.save, testId: 'set-save' }}
    >
      <EditorCard>
        <Row className="g-3">
          <Col md={8}>
            <TitleField
              value={title}
              error={errors.title}
              onChange={(value) => {
                setTitle(value);
                clearError('title');
              }}
              testId="set-title"
            />
          </Col>
          <Col md={4}>
            <SelectField
              name="version"
              label={<FormattedMessage {...builderMessages.version} />}
              options={TEST_VERSIONS.map((v) => ({ value: v, label: intl.formatMessage(VERSION_LABELS[v]) }))}
              value={version}
              disabled={!creating || items.length > 0}
              onChange={(e: ChangeEvent<HTMLSelectElement>) => setVersion(e.target.value as TestVersionId)}
            />
          </Col>
        </Row>
      </EditorCard>

      <EditorCard
        title={<FormattedMessage {...m.items} />}
        aside={
          <span className="small text-body-secondary">
            <FormattedMessage {...m.totals} values={{ count: totals.questions, minutes: totals.minutes }} />
          </span>
        }
      >
        {(errors.items || errors['items[0].practice_id']) && (
          <Alert variant="danger" className="py-2 small">
            {errors.items || errors['items[0].practice_id']}
          </Alert>
        )}
        {items.length === 0 ? (
          <p className="small text-body-secondary mb-0">
            <FormattedMessage {...m.empty} />
          </p>
        ) : (
          <ListGroup as="ol" data-testid="set-items">
            {items.map((item, i) => (
              <ListGroup.Item
                as="li"
                key={item.practice.id}
                className="d-flex flex-wrap align-items-center gap-3"
                data-testid={`set-item-${item.practice.id}`}
              >
                <span className="fw-semibold text-body-secondary">{i + 1}</span>
                <div className="flex-grow-1 min-w-0">
                  <div className="fw-medium">{item.practice.title}</div>
                  <div className="small text-body-secondary">
                    <FormattedMessage {...SECTION_LABELS[item.practice.section]} /> · <FormattedMessage {...KIND_LABELS[item.practice.kind]} /> ·{' '}
                    <FormattedMessage {...testLabelMessages.questions} values={{ count: item.practice.question_count }} /> ·{' '}
                    <FormattedMessage {...testLabelMessages.minutes} values={{ minutes: minutesOf(item.practice.time_limit_seconds) }} /> ·{' '}
                    <Link to={openLink(item.practice.id)}>
                      <FormattedMessage {...m.open} />
                    </Link>
                  </div>
                </div>
                {i < items.length - 1 && (
                  <Form.Group controlId={`break-${item.practice.id}`} className="d-flex align-items-center gap-2">
                    <Form.Label className="small mb-0 text-nowrap">
                      <FormattedMessage {...m.breakAfter} />
                    </Form.Label>
                    <Form.Control
                      size="sm"
                      type="number"
                      min={0}
                      max={60}
                      style={{ width: '5rem' }}
                      value={item.breakMinutes}
                      isInvalid={parseBreak(item.breakMinutes) === null}
                      onChange={(e) => setItems((list) => list.map((x, j) => (j === i ? { ...x, breakMinutes: e.target.value } : x)))}
                    />
                  </Form.Group>
                )}
                {!locked && (
                  <div className="d-flex gap-1">
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={i === 0}
                      onClick={() => setItems((l) => moveItem(l, i, -1))}
                      aria-label={intl.formatMessage(builderMessages.moveUp)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={i === items.length - 1}
                      onClick={() => setItems((l) => moveItem(l, i, 1))}
                      aria-label={intl.formatMessage(builderMessages.moveDown)}
                    >
                      ↓
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setItems((l) => removeAt(l, i))}
                      aria-label={intl.formatMessage(builderMessages.remove)}
                    >
                      ✕
                    </Button>
                  </div>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        <p className="small text-body-secondary mt-2 mb-0">
          <FormattedMessage {...m.breakHelp} />
        </p>
      </EditorCard>

      {!locked && (
        <EditorCard title={<FormattedMessage {...m.pick} />}>
          <PracticePicker
            version={version}
            isAdded={(id) => items.some((i) => i.practice.id === id)}
            onAdd={(p) => setItems((l) => addToSet(l, [p]))}
          />
        </EditorCard>
      )}
    </EditorShell>
  );
}
