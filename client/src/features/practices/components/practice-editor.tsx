import { useMemo, useState, type ChangeEvent } from 'react';
import { Alert, Badge, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  PRACTICE_KINDS,
  PRACTICE_TOOLS,
  SECTIONS,
  TEST_VERSIONS,
  type PracticeDto,
  type PracticeInput,
  type PracticeKind,
  type PracticePatch,
  type PracticeTool,
  type Section,
  type TestVersionId,
} from '@app/shared';
import { formMessages } from '../../../components/form/messages';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { KIND_LABELS, SECTION_LABELS, TOOL_LABELS, VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { builderMessages as m, pickerMessages } from '../messages';
import { CALCULATOR_SECTIONS, defaultTools } from '@app/shared';
import { parseMinutes, suggestedMinutes } from '../practice-defaults';
import { appendUnique, moveItem, removeAt, sameOrder } from '../question-order';
import { QuestionList, type PickedQuestion } from './question-list';
import { useEditorSave } from '../hooks/use-editor-save';
import { EditorCard, EditorShell } from './editor-shell';
import { QuestionPicker } from './question-picker';
import { TitleField } from './title-field';
import { minutesOf } from '../../../lib/duration';

export interface PracticeEditorProps {
  /** The stored practice; absent while creating one. */
  practice?: PracticeDto;
  onSaved: (practice: PracticeDto, created: boolean) => void;
}

const kindsOf = (version: TestVersionId): readonly PracticeKind[] =>
  version === 'paper' ? PRACTICE_KINDS.filter((k) => k !== 'module') : PRACTICE_KINDS;

/** The practice builder: details, tools and the ordered question list with the bank picker. */
export function PracticeEditor({ practice, onSaved }: PracticeEditorProps) {
  const { api } = useStores();
  const intl = useIntl();
  const creating = !practice;
  const locked = !!practice?.first_taken_at;
  const [title, setTitle] = useState(practice?.title ?? '');
  const [version, setVersion] = useState<TestVersionId>(practice?.version ?? 'digital');
  const [kind, setKind] = useState<PracticeKind>(practice?.kind ?? 'module');
  const [section, setSection] = useState<Section>(practice?.section ?? 'reading-writing');
  const [minutes, setMinutes] = useState(String(practice ? minutesOf(practice.time_limit_seconds) : suggestedMinutes('module', 'reading-writing')));
  const [tools, setTools] = useState<PracticeTool[]>(practice?.tools ?? defaultTools('reading-writing'));
  const [questions, setQuestions] = useState<PickedQuestion[]>(practice?.questions.map((q) => q.question) ?? []);
  const editor = useEditorSave();
  const { errors, clearError } = editor;

  const storedIds = useMemo(() => practice?.questions.map((q) => q.question.id) ?? [], [practice]);
  const ids = questions.map((q) => q.id);
  const selected = useMemo(() => new Set(ids), [ids.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const listChanged = !sameOrder(ids, storedIds);
  const dirty =
    creating ||
    listChanged ||
    title !== practice.title ||
    minutes !== String(minutesOf(practice.time_limit_seconds)) ||
    [...tools].sort().join() !== [...practice.tools].sort().join();

  /** A new practice's section decides its tools, its suggested time and which questions fit. */
  const shape = (v: TestVersionId, k: PracticeKind, s: Section) => {
    const nextKind = kindsOf(v).includes(k) ? k : 'section';
    const nextSection = (SECTIONS[v] as readonly Section[]).includes(s) ? s : SECTIONS[v][0];
    setVersion(v);
    setKind(nextKind);
    if (nextSection !== section) {
      setTools(defaultTools(nextSection));
      setQuestions([]);
    }
    setSection(nextSection);
    setMinutes(String(suggestedMinutes(nextKind, nextSection)));
  };

  const toggleTool = (tool: PracticeTool, on: boolean) => {
    clearError('tools');
    setTools((prev) => (on ? PRACTICE_TOOLS.filter((t) => t === tool || prev.includes(t)) : prev.filter((t) => t !== tool)));
  };

  function submit() {
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = intl.formatMessage(formMessages.required);
    const parsed = parseMinutes(minutes);
    if (parsed === null) local.time_limit_seconds = intl.formatMessage(m.timeLimitError);
    const client = practicesApi(api);
    return editor.save(local, async () => {
      if (creating) {
        const input: PracticeInput = { title: title.trim(), version, kind, section, time_limit_seconds: parsed! * 60, tools, question_ids: ids };
        onSaved(await client.createPractice(input), true);
      } else {
        const patch: PracticePatch = { title: title.trim(), time_limit_seconds: parsed! * 60, tools };
        if (listChanged) patch.question_ids = ids;
        onSaved(await client.updatePractice(practice.id, patch), false);
      }
    });
  }

  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) =>
    values.map((v) => {
      const label: MessageDescriptor = labels[v];
      return { value: v, label: intl.formatMessage(label) };
    });

  return (
    <EditorShell
      testId="practice-editor"
      editor={editor}
      onSubmit={() => void submit()}
      locked={locked && { body: m.lockedBody, testId: 'practice-locked' }}
      save={{ label: creating ? m.create : m.save, testId: 'practice-save', disabled: !dirty }}
      stickySave
    >
      <EditorCard title={<FormattedMessage {...m.details} />}>
        <TitleField
          value={title}
          error={errors.title}
          onChange={(value) => {
            setTitle(value);
            clearError('title');
          }}
          testId="practice-title"
        />
        <Row className="g-3">
          <Col md={4}>
            <SelectField
              name="version"
              label={<FormattedMessage {...m.version} />}
              options={options(TEST_VERSIONS, VERSION_LABELS)}
              value={version}
              disabled={!creating}
              error={errors.version}
              onChange={(e: ChangeEvent<HTMLSelectElement>) => shape(e.target.value as TestVersionId, kind, section)}
              testId="practice-version"
            />
          </Col>
          <Col md={4}>
            <SelectField
              name="kind"
              label={<FormattedMessage {...m.kind} />}
              options={options(kindsOf(version), KIND_LABELS)}
              value={kind}
              disabled={!creating}
              error={errors.kind}
              onChange={(e: ChangeEvent<HTMLSelectElement>) => shape(version, e.target.value as PracticeKind, section)}
              testId="practice-kind"
            />
          </Col>
          <Col md={4}>
            <SelectField
              name="section"
              label={<FormattedMessage {...m.section} />}
              options={options(SECTIONS[version] as readonly Section[], SECTION_LABELS)}
              value={section}
              disabled={!creating}
              error={errors.section}
              onChange={(e: ChangeEvent<HTMLSelectElement>) => shape(version, kind, e.target.value as Section)}
              testId="practice-section"
            />
          </Col>
        </Row>
        {!creating && (
          <p className="small text-body-secondary mt-n2">
            <FormattedMessage {...m.fixedAfterCreate} />
          </p>
        )}
        <Row className="g-3">
          <Col md={4}>
            <TextField
              name="time_limit_seconds"
              type="number"
              inputMode="numeric"
              min={1}
              max={300}
              label={<FormattedMessage {...m.timeLimit} />}
              help={<FormattedMessage {...m.timeLimitHelp} />}
              value={minutes}
              error={errors.time_limit_seconds}
              onChange={(e) => {
                setMinutes(e.target.value);
                clearError('time_limit_seconds');
              }}
              testId="practice-minutes"
            />
          </Col>
          <Col md={8}>
            <Form.Group className="mb-3">
              <Form.Label className="fw-medium d-block">
                <FormattedMessage {...m.tools} />
              </Form.Label>
              <div className="d-flex flex-wrap gap-3">
                {PRACTICE_TOOLS.map((tool) => (
                  <Form.Check
                    key={tool}
                    type="checkbox"
                    id={`tool-${tool}`}
                    label={intl.formatMessage(TOOL_LABELS[tool])}
                    checked={tools.includes(tool)}
                    disabled={tool === 'calculator' && !CALCULATOR_SECTIONS.includes(section)}
                    onChange={(e) => toggleTool(tool, e.target.checked)}
                    isInvalid={!!errors.tools}
                    data-testid={`tool-${tool}`}
                  />
                ))}
              </div>
              {errors.tools ? (
                <div className="invalid-feedback d-block">{errors.tools}</div>
              ) : (
                <Form.Text className="text-body-secondary">
                  <FormattedMessage {...m.toolsHelp} />
                </Form.Text>
              )}
            </Form.Group>
          </Col>
        </Row>
      </EditorCard>

      <EditorCard
        title={<FormattedMessage {...m.questions} values={{ count: questions.length }} />}
        aside={
          !creating &&
          listChanged && (
            <Badge bg="warning" text="dark" className="fw-medium">
              <FormattedMessage {...m.unsaved} />
            </Badge>
          )
        }
      >
        {errors.question_ids && (
          <Alert variant="danger" className="py-2 small" data-testid="question-ids-error">
            {errors.question_ids}
          </Alert>
        )}
        <QuestionList
          questions={questions}
          locked={locked}
          onMove={(i, delta) => setQuestions((q) => moveItem(q, i, delta))}
          onRemove={(i) => setQuestions((q) => removeAt(q, i))}
        />
      </EditorCard>

      <EditorCard title={<FormattedMessage {...pickerMessages.title} />}>
        {locked ? (
          <p className="small text-body-secondary mb-0">
            <FormattedMessage {...pickerMessages.locked} />
          </p>
        ) : (
          <QuestionPicker
            section={section}
            selected={selected}
            onAdd={(added) => {
              clearError('question_ids');
              setQuestions((q) => appendUnique(q, added, (x) => x.id));
            }}
          />
        )}
      </EditorCard>
    </EditorShell>
  );
}
