import { useState } from 'react';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SECTION_BREAK_SECONDS, type AdaptiveSetDto, type AdaptiveSetInput, type PracticePublicDto } from '@app/shared';
import { appMessages } from '../../../i18n/app-messages';
import { formMessages } from '../../../components/form/messages';
import { TextField } from '../../../components/form/text-field';
import { useStores } from '../../../stores/store-context';
import { parseThreshold } from '../adaptive-model';
import { practicesApi } from '../api';
import { useLoad } from '../../../components/hooks/use-load';
import { SECTION_LABELS } from '../../../components/taxonomy/test-labels';
import { adaptiveMessages as m, builderMessages, setBuilderMessages } from '../messages';
import { areaPaths } from '../paths';
import { useEditorSave } from '../hooks/use-editor-save';
import { EditorCard, EditorShell } from './editor-shell';
import { TitleField } from './title-field';
import { testLabelMessages } from '../../../components/taxonomy/test-label-messages';
import { minutesOf } from '../../../lib/duration';
import { useArea } from '../../../components/hooks/use-area';

type AdaptiveSection = 'reading-writing' | 'math';
const SECTIONS: AdaptiveSection[] = ['reading-writing', 'math'];
type Slot = 'module1' | 'easier' | 'harder';
const SLOTS: Slot[] = ['module1', 'easier', 'harder'];
const SLOT_LABELS = { module1: m.module1, easier: m.easier, harder: m.harder };

interface SectionDraft {
  on: boolean;
  module1: string;
  easier: string;
  harder: string;
  threshold: string;
}

function draftsOf(set?: AdaptiveSetDto): Record<AdaptiveSection, SectionDraft> {
  const of = (section: AdaptiveSection): SectionDraft => {
    const s = set?.sections.find((x) => x.section === section);
    if (!s) return { on: !set, module1: '', easier: '', harder: '', threshold: '' };
    return {
      on: true,
      module1: String(s.module1.id),
      easier: String(s.easier_module2.id),
      harder: String(s.harder_module2.id),
      threshold: s.routing_threshold == null ? '' : String(s.routing_threshold),
    };
  };
  return { 'reading-writing': of('reading-writing'), math: of('math') };
}

/** The module practices a section may use, plus the set's own modules (an author may not list them otherwise). */
function useModules(set?: AdaptiveSetDto) {
  const { api } = useStores();
  return useLoad(
    async () => {
      const client = practicesApi(api);
      const lists = await Promise.all(
        SECTIONS.map((section) => client.listPractices({ kind: 'module', version: 'digital', section, per_page: 100 })),
      );
      const out: Record<AdaptiveSection, PracticePublicDto[]> = { 'reading-writing': lists[0].data, math: lists[1].data };
      for (const s of set?.sections ?? []) {
        for (const p of [s.module1, s.easier_module2, s.harder_module2]) if (!out[s.section].some((x) => x.id === p.id)) out[s.section].push(p);
      }
      return out;
    },
    `modules:${set?.id ?? 'new'}`,
  );
}

export interface AdaptiveEditorProps {
  set?: AdaptiveSetDto;
  onSaved: (set: AdaptiveSetDto, created: boolean) => void;
}

/** The adaptive set builder: per section module 1, easier and harder module 2 and the routing threshold. */
export function AdaptiveEditor({ set, onSaved }: AdaptiveEditorProps) {
  const { api } = useStores();
  const intl = useIntl();
  const paths = areaPaths(useArea());
  const creating = !set;
  const [title, setTitle] = useState(set?.title ?? '');
  const [breakMinutes, setBreakMinutes] = useState(String(minutesOf(set?.break_after_seconds ?? SECTION_BREAK_SECONDS)));
  const [drafts, setDrafts] = useState(() => draftsOf(set));
  const editor = useEditorSave();
  const { errors, clearError, setFormError } = editor;
  const [touched, setTouched] = useState(false);
  const { data: modules } = useModules(set);

  const edit = (section: AdaptiveSection, changes: Partial<SectionDraft>) => {
    setDrafts((d) => ({ ...d, [section]: { ...d[section], ...changes } }));
    setFormError(null);
  };
  const moduleOf = (section: AdaptiveSection, id: string) => modules?.[section].find((p) => String(p.id) === id);

  /** What is wrong with a section as typed, per field; the threshold is checked against module 1's length. */
  function problems(section: AdaptiveSection): Partial<Record<Slot | 'threshold', string>> {
    const d = drafts[section];
    if (!d.on) return {};
    const out: Partial<Record<Slot | 'threshold', string>> = {};
    for (const slot of SLOTS) if (!d[slot]) out[slot] = intl.formatMessage(m.required);
    const chosen = SLOTS.map((s) => d[s]).filter(Boolean);
    if (new Set(chosen).size !== chosen.length) out.harder = intl.formatMessage(m.distinct);
    const module1 = moduleOf(section, d.module1);
    if (module1) {
      const t = parseThreshold(d.threshold, module1.question_count);
      if ('error' in t)
        out.threshold =
          t.error === 'required' ? intl.formatMessage(formMessages.required) : intl.formatMessage(m.thresholdRange, { max: module1.question_count });
    }
    return out;
  }

  const breakValue = Number(breakMinutes);
  const breakError = !(breakMinutes.trim() !== '' && Number.isInteger(breakValue) && breakValue >= 0 && breakValue <= 60);
  const included = SECTIONS.filter((s) => drafts[s].on);
  const sectionProblems = Object.fromEntries(SECTIONS.map((s) => [s, problems(s)])) as Record<AdaptiveSection, ReturnType<typeof problems>>;
  const invalid = !title.trim() || breakError || included.length === 0 || SECTIONS.some((s) => Object.keys(sectionProblems[s]).length > 0);

  function submit() {
    setTouched(true);
    // The fields show what is wrong as soon as the form was submitted once; nothing is sent meanwhile.
    if (invalid) return;
    const input: AdaptiveSetInput = {
      title: title.trim(),
      break_after_seconds: breakValue * 60,
      sections: included.map((section) => {
        const d = drafts[section];
        return {
          section,
          module1_id: Number(d.module1),
          easier_module2_id: Number(d.easier),
          harder_module2_id: Number(d.harder),
          routing_threshold: Number(d.threshold),
        };
      }),
    };
    const client = practicesApi(api);
    return editor.save({}, async () => onSaved(creating ? await client.createAdaptive(input) : await client.updateAdaptive(set.id, input), creating));
  }

  const show = (message: string | undefined) => (touched ? message : undefined);

  return (
    <EditorShell
      testId="adaptive-editor"
      editor={editor}
      onSubmit={() => void submit()}
      locked={!!set?.first_taken_at && { body: appMessages.practiceExamHasTaken, testId: 'adaptive-locked' }}
      save={{ label: creating ? m.create : builderMessages.save, testId: 'adaptive-save' }}
    >
      <EditorCard>
        <p className="text-body-secondary small">
          <FormattedMessage {...m.intro} />
        </p>
        <Row className="g-3">
          <Col md={8}>
            <TitleField
              value={title}
              error={errors.title ?? show(title.trim() ? undefined : intl.formatMessage(formMessages.required))}
              onChange={(value) => {
                setTitle(value);
                clearError('title');
              }}
              testId="adaptive-title"
            />
          </Col>
          <Col md={4}>
            <TextField
              name="break_after_seconds"
              type="number"
              min={0}
              max={60}
              label={<FormattedMessage {...m.breakMinutes} />}
              help={<FormattedMessage {...m.breakHelp} />}
              value={breakMinutes}
              error={errors.break_after_seconds ?? (breakError ? intl.formatMessage(setBuilderMessages.breakError) : undefined)}
              onChange={(e) => setBreakMinutes(e.target.value)}
              testId="adaptive-break"
            />
          </Col>
        </Row>
      </EditorCard>

      {SECTIONS.map((section) => {
        const d = drafts[section];
        const p = sectionProblems[section];
        const options = modules?.[section] ?? [];
        const module1 = moduleOf(section, d.module1);
        const threshold = module1 ? parseThreshold(d.threshold, module1.question_count) : null;
        return (
          <EditorCard
            key={section}
            testId={`adaptive-section-${section}`}
            title={<FormattedMessage {...SECTION_LABELS[section]} />}
            aside={
              <Form.Check
                type="switch"
                id={`include-${section}`}
                label={intl.formatMessage(m.include)}
                checked={d.on}
                onChange={(e) => edit(section, { on: e.target.checked })}
              />
            }
          >
            {d.on && (
              <>
                {modules && options.length === 0 && (
                  <Alert variant="info" className="small py-2">
                    <FormattedMessage {...m.noModules} />
                  </Alert>
                )}
                <Row className="g-3">
                  {SLOTS.map((slot) => {
                    const chosen = moduleOf(section, d[slot]);
                    const error = show(p[slot]);
                    return (
                      <Col xs={12} key={slot}>
                        <Form.Group as={Row} className="g-2 align-items-center" controlId={`${section}-${slot}`}>
                          <Form.Label column md={4} className="fw-medium">
                            <FormattedMessage {...SLOT_LABELS[slot]} />
                          </Form.Label>
                          <Col md={8}>
                            <Form.Select
                              value={d[slot]}
                              isInvalid={!!error}
                              onChange={(e) => edit(section, { [slot]: e.target.value })}
                              data-testid={`${section}-${slot}`}
                            >
                              <option value="">{intl.formatMessage(m.choose)}</option>
                              {options.map((o) => (
                                <option key={o.id} value={o.id}>
                                  {o.title} ({intl.formatMessage(testLabelMessages.questions, { count: o.question_count })})
                                </option>
                              ))}
                            </Form.Select>
                            {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
                            {chosen && (
                              <Form.Text className="text-body-secondary">
                                <FormattedMessage {...testLabelMessages.minutes} values={{ minutes: minutesOf(chosen.time_limit_seconds) }} /> ·{' '}
                                <Link to={paths.practice(chosen.id)}>
                                  <FormattedMessage {...m.openModule} />
                                </Link>
                              </Form.Text>
                            )}
                          </Col>
                        </Form.Group>
                      </Col>
                    );
                  })}
                </Row>
                <Row className="g-3 mt-2">
                  <Col md={4}>
                    <TextField
                      name={`${section}-threshold`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={module1?.question_count}
                      label={<FormattedMessage {...m.threshold} />}
                      value={d.threshold}
                      disabled={!module1}
                      error={d.threshold !== '' || touched ? p.threshold : undefined}
                      onChange={(e) => edit(section, { threshold: e.target.value })}
                      testId={`${section}-threshold`}
                      className="mb-0"
                    />
                  </Col>
                  <Col md={8} className="small text-body-secondary pt-md-4 mt-md-2" data-testid={`${section}-threshold-help`}>
                    {!module1 ? (
                      <FormattedMessage {...m.thresholdChooseFirst} />
                    ) : (
                      <FormattedMessage
                        {...m.thresholdHelp}
                        values={{ count: module1.question_count, threshold: threshold && 'value' in threshold ? threshold.value : '…' }}
                      />
                    )}
                  </Col>
                </Row>
              </>
            )}
          </EditorCard>
        );
      })}
      {touched && included.length === 0 && (
        <Alert variant="danger" className="py-2 small">
          <FormattedMessage {...m.noSection} />
        </Alert>
      )}
    </EditorShell>
  );
}
