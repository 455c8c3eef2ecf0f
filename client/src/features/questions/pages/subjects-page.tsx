import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Card, Col, Form, ListGroup, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { SUBJECT_FAMILIES, SUBJECT_NAME_MAX, type SubjectDto, type SubjectKind } from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { formMessages } from '../../../components/form/messages';
import { domainsFor, useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { subjectsStore } from '../../../components/taxonomy/subjects-store';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { subjectsApi } from '../api';
import { qbMessages as m } from '../messages';

type NameField = 'name_en' | 'name_zh_cn' | 'name_zh_tw';
const NAME_FIELDS: { field: NameField; label: typeof m.subjectNameEn }[] = [
  { field: 'name_en', label: m.subjectNameEn },
  { field: 'name_zh_cn', label: m.subjectNameZhCn },
  { field: 'name_zh_tw', label: m.subjectNameZhTw },
];
type Names = Record<NameField, string>;
const NO_NAMES: Names = { name_en: '', name_zh_cn: '', name_zh_tw: '' };
const namesOf = (s: SubjectDto): Names => ({ name_en: s.names['en-US'], name_zh_cn: s.names['zh-CN'], name_zh_tw: s.names['zh-TW'] });

/**
 * admin/subjects (spec section 2, "add subject"): the admins add a domain under a section or a skill under a
 * domain beyond the built-in SAT taxonomy, rename them, and archive them (never delete: questions keep the code).
 */
export const SubjectsPage = observer(function SubjectsPage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const tax = useTaxonomy();
  const [kind, setKind] = useState<SubjectKind>('skill');
  const [parent, setParent] = useState('');
  const [code, setCode] = useState('');
  const [names, setNames] = useState<Names>(NO_NAMES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<{ id: number; names: Names; errors: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void subjectsStore.ensureLoaded(api);
  }, [api]);

  const required = intl.formatMessage(formMessages.required);
  const missing = (n: Names) => Object.fromEntries(NAME_FIELDS.filter(({ field }) => !n[field].trim()).map(({ field }) => [field, required]));

  /** Runs a call; a 422 goes next to its fields, other failures the usual way. */
  const attempt = async (call: () => Promise<void>, onFields: (e: Record<string, string>) => void) => {
    setBusy(true);
    try {
      await call();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) onFields(e.fieldMessages());
      else ui.handleError(e);
    } finally {
      setBusy(false);
    }
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = { ...missing(names), ...(parent ? {} : { parent: required }) };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void attempt(async () => {
      const trimmed = Object.fromEntries(Object.entries(names).map(([k, v]) => [k, v.trim()])) as Names;
      const created = await subjectsApi(api).create({ kind, parent, ...(code.trim() ? { code: code.trim() } : {}), ...trimmed });
      subjectsStore.apply(created);
      setNames(NO_NAMES);
      setCode('');
      ui.toast(m.subjectCreated, 'success');
    }, setErrors);
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    const problems = missing(editing.names);
    if (Object.keys(problems).length > 0) return setEditing({ ...editing, errors: problems });
    void attempt(
      async () => {
        subjectsStore.apply(await subjectsApi(api).update(editing.id, editing.names));
        setEditing(null);
        ui.toast(m.subjectRenamed, 'success');
      },
      (fieldErrors) => setEditing((cur) => cur && { ...cur, errors: fieldErrors }),
    );
  };

  const setArchived = (s: SubjectDto, archived: boolean) =>
    void attempt(
      async () => {
        subjectsStore.apply(await subjectsApi(api).update(s.id, { archived }));
        ui.toast(archived ? m.subjectArchived : m.subjectRestored, 'success');
      },
      (fieldErrors) => ui.toast(Object.values(fieldErrors)[0] ?? '', 'danger'),
    );

  // The parents offered: a section family for a domain; every active domain (built-in or added) for a skill.
  const parentOptions =
    kind === 'domain'
      ? SUBJECT_FAMILIES.map((f) => ({ value: f, label: tax.section(f) }))
      : SUBJECT_FAMILIES.flatMap((f) => Object.keys(domainsFor(f)).map((d) => ({ value: d, label: `${tax.section(f)} · ${tax.domain(d)}` })));
  const parentName = (s: SubjectDto) => (s.kind === 'domain' ? tax.section(s.parent) : tax.domain(s.parent));
  const sorted = [...subjectsStore.added].sort((a, b) => Number(a.archived) - Number(b.archived) || a.code.localeCompare(b.code));

  const nameInputs = (values: Names, fieldErrors: Record<string, string>, onChange: (n: Names) => void, prefix: string) =>
    NAME_FIELDS.map(({ field, label }) => (
      <Col md={4} key={field}>
        <Form.Group controlId={`${prefix}-${field}`}>
          <Form.Label className="fw-medium">
            <FormattedMessage {...label} />
          </Form.Label>
          <Form.Control
            value={values[field]}
            maxLength={SUBJECT_NAME_MAX}
            isInvalid={!!fieldErrors[field]}
            onChange={(e) => onChange({ ...values, [field]: e.target.value })}
            data-testid={`${prefix}-${field}`}
          />
          <Form.Control.Feedback type="invalid">{fieldErrors[field]}</Form.Control.Feedback>
        </Form.Group>
      </Col>
    ));

  return (
    <>
      <PageHeader title={<FormattedMessage {...m.subjectsTitle} />} subtitle={<FormattedMessage {...m.subjectsIntro} />} />
      <Card className="shadow-soft mb-4">
        <Card.Body className="p-4">
          <h2 className="h6 fw-semibold mb-3">
            <FormattedMessage {...m.subjectAddTitle} />
          </h2>
          <Form noValidate onSubmit={add} data-testid="subject-add-form">
            <Row className="g-3">
              <Col md={3}>
                <Form.Group controlId="subject-kind">
                  <Form.Label className="fw-medium">
                    <FormattedMessage {...m.subjectKind} />
                  </Form.Label>
                  <Form.Select
                    value={kind}
                    onChange={(e) => {
                      setKind(e.target.value as SubjectKind);
                      setParent('');
                    }}
                    data-testid="subject-kind"
                  >
                    <option value="skill">{intl.formatMessage(m.subjectKindSkill)}</option>
                    <option value="domain">{intl.formatMessage(m.subjectKindDomain)}</option>
                  </Form.Select>
                </Form.Group>
              </Col>
              <Col md={5}>
                <Form.Group controlId="subject-parent">
                  <Form.Label className="fw-medium">
                    <FormattedMessage {...(kind === 'domain' ? m.subjectParentSection : m.subjectParentDomain)} />
                  </Form.Label>
                  <Form.Select value={parent} isInvalid={!!errors.parent} onChange={(e) => setParent(e.target.value)} data-testid="subject-parent">
                    <option value="">{intl.formatMessage(m.subjectChoose)}</option>
                    {parentOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">{errors.parent}</Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col md={4}>
                <Form.Group controlId="subject-code">
                  <Form.Label className="fw-medium">
                    <FormattedMessage {...m.subjectCode} />
                  </Form.Label>
                  <Form.Control
                    value={code}
                    maxLength={60}
                    placeholder={intl.formatMessage(m.subjectCodePlaceholder)}
                    isInvalid={!!errors.code}
                    onChange={(e) => setCode(e.target.value)}
                    data-testid="subject-code"
                  />
                  <Form.Control.Feedback type="invalid">{errors.code}</Form.Control.Feedback>
                </Form.Group>
              </Col>
              {nameInputs(names, errors, setNames, 'subject-new')}
            </Row>
            <Button type="submit" className="mt-3" disabled={busy} data-testid="subject-add">
              <FormattedMessage {...m.subjectAdd} />
            </Button>
          </Form>
        </Card.Body>
      </Card>

      <Card className="shadow-soft">
        <Card.Body className="p-4">
          <h2 className="h6 fw-semibold mb-3">
            <FormattedMessage {...m.subjectListTitle} />
          </h2>
          {!subjectsStore.loaded ? (
            <div className="text-center py-4">
              <Spinner animation="border" size="sm" />
            </div>
          ) : sorted.length === 0 ? (
            <p className="text-body-secondary mb-0" data-testid="subjects-empty">
              <FormattedMessage {...m.subjectsEmpty} />
            </p>
          ) : (
            <ListGroup variant="flush" data-testid="subjects-list">
              {sorted.map((s) =>
                editing?.id === s.id ? (
                  <ListGroup.Item key={s.id} className="px-0" data-testid={`subject-row-${s.code}`}>
                    <Form noValidate onSubmit={save}>
                      <Row className="g-2">
                        {nameInputs(editing.names, editing.errors, (n) => setEditing({ ...editing, names: n }), 'subject-edit')}
                      </Row>
                      <div className="d-flex gap-2 mt-2">
                        <Button type="submit" size="sm" disabled={busy} data-testid="subject-save">
                          <FormattedMessage {...m.subjectSave} />
                        </Button>
                        <Button size="sm" variant="outline-secondary" onClick={() => setEditing(null)}>
                          <FormattedMessage {...m.subjectCancel} />
                        </Button>
                      </div>
                    </Form>
                  </ListGroup.Item>
                ) : (
                  <ListGroup.Item
                    key={s.id}
                    className={`px-0 d-flex flex-wrap align-items-center gap-2 ${s.archived ? 'text-body-secondary' : ''}`}
                    data-testid={`subject-row-${s.code}`}
                  >
                    <div className="me-auto" style={{ minWidth: 0 }}>
                      <div className="fw-medium text-break">
                        {tax.skill(s.code)}{' '}
                        {s.archived && (
                          <Badge bg="secondary" data-testid="subject-archived">
                            <FormattedMessage {...m.subjectArchivedBadge} />
                          </Badge>
                        )}
                      </div>
                      <div className="small text-body-secondary">
                        <FormattedMessage {...(s.kind === 'domain' ? m.subjectKindDomain : m.subjectKindSkill)} /> · {parentName(s)} ·{' '}
                        <code className="text-break">{s.code}</code>
                      </div>
                    </div>
                    <div className="d-flex gap-2">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => setEditing({ id: s.id, names: namesOf(s), errors: {} })}
                        data-testid={`subject-rename-${s.code}`}
                      >
                        <FormattedMessage {...m.subjectRename} />
                      </Button>
                      <Button
                        size="sm"
                        variant={s.archived ? 'outline-success' : 'outline-secondary'}
                        disabled={busy}
                        onClick={() => setArchived(s, !s.archived)}
                        data-testid={`subject-archive-${s.code}`}
                      >
                        <FormattedMessage {...(s.archived ? m.subjectRestore : m.subjectArchive)} />
                      </Button>
                    </div>
                  </ListGroup.Item>
                ),
              )}
            </ListGroup>
          )}
        </Card.Body>
      </Card>
    </>
  );
});
