import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { versionOf, type PassageDto, type PublishStatus, type QuestionType, type Section } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { FieldRow } from '../../../components/form/field-row';
import { FormFooter } from '../../../components/form/form-footer';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { MathText } from '../../../components/math/math-text';
import { useStores } from '../../../stores/store-context';
import { passagesApi, questionsApi } from '../api';
import { AnswerKeyField, TryAnswer } from '../components/answer-key-field';
import { ChoicesEditor } from '../components/choices-editor';
import { LabelsSelect } from '../components/labels-select';
import { PassagePicker } from '../components/passage-picker';
import { QuestionView } from '../components/question-view';
import { StatusBadge } from '../../../components/status-badge';
import { TaxonomyFields } from '../components/taxonomy-fields';
import { useQuestionLinks } from '../links';
import { qbMessages } from '../messages';
import { draftFromQuestion, emptyDraft, toQuestionInput, validateDraft, type QuestionDraft, type QuestionFormValues } from '../question-form';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { useLabels } from '../use-labels';
import { PageHeader } from '../../../components/page-header';
import '../questions.css';

const idParam = (params: URLSearchParams): number | null => {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** addQuestion and the question-less /question/edit: a new question. */
export function AddQuestionPage() {
  return <QuestionEditor key="new" id={null} />;
}

/** editQuestion?id= and /question/edit?id= (without an id it is the add page). */
export function EditQuestionPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return <QuestionEditor key={id ?? 'new'} id={id} />;
}

/**
 * duplicateQuestion?id=: copies the question (POST /questions/:id/duplicate) and opens the editor on the
 * copy. The address is replaced by the copy's edit page, so a reload does not copy again.
 */
export const DuplicateQuestionPage = observer(function DuplicateQuestionPage() {
  const { api, ui } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const links = useQuestionLinks();
  const id = idParam(params);
  // Survives StrictMode's double effect, so one visit makes one copy.
  const started = useRef<number | null>(null);

  useEffect(() => {
    if (id === null) {
      navigate(links.list, { replace: true });
      return;
    }
    if (started.current === id) return;
    started.current = id;
    questionsApi(api)
      .duplicate(id)
      .then((copy) => {
        ui.toast(qbMessages.duplicated, 'success');
        navigate(links.edit(copy.id), { replace: true });
      })
      .catch((e: unknown) => ui.handleError(e, { pageLevel: true }));
  }, [api, ui, id, links, navigate]);

  return <FullPageSpinner />;
});

const QuestionEditor = observer(function QuestionEditor({ id }: { id: number | null }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const links = useQuestionLinks();
  const tax = useTaxonomy();
  const [draft, setDraft] = useState<QuestionDraft | null>(id === null ? emptyDraft() : null);
  const [status, setStatus] = useState<PublishStatus>('draft');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [keyTouched, setKeyTouched] = useState(id !== null);
  const labels = useLabels();
  const [passage, setPassage] = useState<PassageDto | null>(null);
  const { submitting, formError, run } = useSubmit(setErrors);

  useEffect(() => {
    if (id === null) return;
    questionsApi(api)
      .get(id)
      .then((q) => {
        setDraft(draftFromQuestion(q));
        setStatus(q.status);
      })
      .catch((e: unknown) => ui.handleError(e, { pageLevel: true }));
  }, [api, ui, id]);

  // The picked passage's text, for the test-day preview.
  const passageId = draft?.passage?.id ?? null;
  useEffect(() => {
    if (passageId === null) return;
    let live = true;
    passagesApi(api)
      .get(passageId)
      .then((p) => live && setPassage(p))
      .catch(() => live && setPassage(null));
    return () => {
      live = false;
    };
  }, [api, passageId]);

  if (!draft) return <FullPageSpinner />;
  const v = draft.values;
  const type = v.type as QuestionType;
  const version = v.section ? versionOf(v.section as Section) : 'digital';

  const clearError = (...fields: string[]) =>
    setErrors((prev) => {
      if (!fields.some((f) => f in prev)) return prev;
      const next = { ...prev };
      for (const f of fields) delete next[f];
      return next;
    });
  const update = (patch: Partial<QuestionDraft>, ...fields: string[]) => {
    setDraft((d) => d && { ...d, ...patch });
    clearError(...fields);
  };
  const setValues = (values: Partial<QuestionFormValues>) => {
    setDraft((d) => d && { ...d, values: { ...d.values, ...values } });
    clearError(...Object.keys(values));
  };
  const field = (name: keyof QuestionFormValues) => ({
    name,
    value: v[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues({ [name]: e.target.value }),
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setKeyTouched(true);
    const found = validateDraft(draft, intl);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      ui.toast(qbMessages.fixErrors, 'warning');
      return;
    }
    await run(async () => {
      const input = toQuestionInput(draft);
      if (id === null) {
        const created = await questionsApi(api).create(input);
        ui.toast(qbMessages.created, 'success');
        navigate(links.edit(created.id), { replace: true });
      } else {
        const saved = await questionsApi(api).update(id, input);
        setDraft(draftFromQuestion(saved));
        setStatus(saved.status);
        ui.toast(qbMessages.saved, 'success');
      }
    });
  };

  const togglePublish = () =>
    run(async () => {
      if (id === null) return;
      const q = status === 'published' ? await questionsApi(api).unpublish(id) : await questionsApi(api).publish(id);
      setStatus(q.status);
      ui.toast(q.status === 'published' ? qbMessages.published : qbMessages.unpublished, 'success');
    });

  const preview = (
    <Card className="shadow-soft">
      <Card.Header className="bg-transparent d-flex justify-content-between align-items-center">
        <span className="fw-medium">
          <FormattedMessage {...qbMessages.livePreview} />
        </span>
        {v.section && <span className="small text-body-secondary">{tax.section(v.section)}</span>}
      </Card.Header>
      <Card.Body className="p-0" data-testid="editor-preview">
        {v.stem.trim() ? (
          <QuestionView
            question={{ type, section: v.section || 'math', stem: v.stem, choices: type === 'multiple-choice' ? draft.choices : [] }}
            passageHtml={draft.passage && passage?.id === draft.passage.id ? passage.body : null}
            reveal={v.answer_key && v.answer_key !== '*' ? v.answer_key : null}
          />
        ) : (
          <p className="text-body-secondary small p-4 mb-0">
            <FormattedMessage {...qbMessages.previewEmpty} />
          </p>
        )}
      </Card.Body>
    </Card>
  );

  return (
    <>
      <PageHeader
        back={{ to: links.list, label: <FormattedMessage {...qbMessages.backToList} /> }}
        title={<FormattedMessage {...(id === null ? qbMessages.addTitle : qbMessages.editTitle)} values={{ id }} />}
        badges={id !== null && <StatusBadge status={status} />}
        actions={
          id !== null && (
            <>
              <Link to={links.preview(id)} className="btn btn-outline-secondary btn-sm">
                <FormattedMessage {...qbMessages.preview} />
              </Link>
              <Button variant="outline-primary" size="sm" onClick={() => void togglePublish()} disabled={submitting} data-testid="editor-status">
                <FormattedMessage {...(status === 'published' ? qbMessages.unpublish : qbMessages.publish)} />
              </Button>
            </>
          )
        }
      />

      <Form noValidate onSubmit={onSubmit} data-testid="question-form">
        <Row className="g-4">
          <Col xl={7}>
            <Card className="shadow-soft mb-4">
              <Card.Body className="p-4">
                <h2 className="h6 fw-semibold mb-3">
                  <FormattedMessage {...qbMessages.classification} />
                </h2>
                <FieldRow>
                  <SelectField
                    {...field('type')}
                    label={<FormattedMessage {...qbMessages.type} />}
                    options={tax.typeOptions()}
                    testId="select-type"
                  />
                  <SelectField
                    {...field('difficulty')}
                    label={<FormattedMessage {...qbMessages.difficulty} />}
                    options={tax.difficultyOptions()}
                    placeholder={intl.formatMessage(qbMessages.choose)}
                    testId="select-difficulty"
                  />
                </FieldRow>
                <TaxonomyFields
                  mode="edit"
                  value={{ section: v.section, domain: v.domain, skill: v.skill }}
                  errors={{ section: errors.section, domain: errors.domain, skill: errors.skill }}
                  onChange={(c) => setValues(c)}
                />
                <TextField
                  {...field('source')}
                  optional
                  label={<FormattedMessage {...qbMessages.source} />}
                  help={<FormattedMessage {...qbMessages.sourceHelp} />}
                  maxLength={255}
                />
              </Card.Body>
            </Card>

            <Card className="shadow-soft mb-4">
              <Card.Body className="p-4">
                <h2 className="h6 fw-semibold mb-3">
                  <FormattedMessage {...qbMessages.content} />
                </h2>
                <PassagePicker value={draft.passage} onChange={(p) => update({ passage: p }, 'passage_id')} error={errors.passage_id} />
                <TextField
                  {...field('stem')}
                  as="textarea"
                  rows={6}
                  className="mb-3 qb-code"
                  label={<FormattedMessage {...qbMessages.stem} />}
                  help={<FormattedMessage {...qbMessages.stemHelp} />}
                  testId="stem"
                />
                {type === 'multiple-choice' && (
                  <ChoicesEditor
                    choices={draft.choices}
                    onChange={(choices) => update({ choices }, 'choices', 'answer_key')}
                    error={errors.choices}
                  />
                )}
              </Card.Body>
            </Card>

            <Card className="shadow-soft mb-4">
              <Card.Body className="p-4">
                <h2 className="h6 fw-semibold mb-3">
                  <FormattedMessage {...qbMessages.answerSection} />
                </h2>
                <FieldRow>
                  <AnswerKeyField
                    value={v.answer_key}
                    type={type}
                    touched={keyTouched}
                    serverError={errors.answer_key}
                    onChange={(answer_key) => {
                      setKeyTouched(true);
                      setValues({ answer_key });
                    }}
                  />
                  <TryAnswer answerKey={v.answer_key} type={type} version={version} choiceCount={draft.choices.length} />
                </FieldRow>
                <TextField
                  {...field('explanation')}
                  as="textarea"
                  rows={5}
                  optional
                  className="mb-2"
                  label={<FormattedMessage {...qbMessages.explanation} />}
                  testId="explanation"
                />
                {v.explanation.trim() && (
                  <div className="qb-preview-box mb-3">
                    <MathText html={v.explanation} className="qb-rich" testId="explanation-preview" />
                  </div>
                )}
                <LabelsSelect labels={labels} value={draft.labelIds} onChange={(labelIds) => update({ labelIds }, 'label_ids')} />
                {errors.label_ids && <div className="invalid-feedback d-block">{errors.label_ids}</div>}
              </Card.Body>
            </Card>

            <FormFooter
              error={formError}
              submitting={submitting}
              label={id === null ? qbMessages.create : qbMessages.save}
              className="px-5"
              testId="question-save"
            />
          </Col>
          <Col xl={5}>
            <div className="position-sticky" style={{ top: '5rem' }}>
              {preview}
            </div>
          </Col>
        </Row>
      </Form>
    </>
  );
});
