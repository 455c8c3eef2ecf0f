import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Col, Form, ListGroup, Row, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { CLASS_LIMITS, MATERIAL_MAX_BYTES, type MaterialDto, type MaterialsDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { FormAlert } from '../../../components/form/form-alert';
import { saveFile } from '../../../lib/save-file';
import { useStores } from '../../../stores/store-context';
import { classesApi } from '../api';
import { problemText } from '../class-errors';
import { materialsMessages as m } from '../messages';
import { isValidLink } from '../material-rules';

/** The small × that deletes a category, unit or lesson. */
function RemoveButton({ onClick, className }: { onClick: () => void; className?: string }) {
  const intl = useIntl();
  return (
    <Button
      size="sm"
      variant="link"
      className={['text-danger p-0', className].filter(Boolean).join(' ')}
      onClick={onClick}
      aria-label={intl.formatMessage(m.delete)}
    >
      ×
    </Button>
  );
}

/** Files a material may be (the server checks the content itself): PDF, images, Office documents, audio, video. */
const ACCEPT = '.pdf,image/*,audio/*,video/*,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

function NameAdder({ label, onAdd, testId, max }: { label: string; onAdd: (name: string) => Promise<void>; testId: string; max: number }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) return;
    setBusy(true);
    try {
      await onAdd(value.trim());
      setValue('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} className="d-flex gap-2 mt-2">
      <Form.Control
        size="sm"
        value={value}
        maxLength={max}
        onChange={(e) => setValue(e.target.value)}
        placeholder={label}
        aria-label={label}
        data-testid={testId}
      />
      <Button size="sm" type="submit" variant="outline-primary" disabled={busy || !value.trim()}>
        +
      </Button>
    </Form>
  );
}

function AddMaterial({ classId, data, onAdded }: { classId: number; data: MaterialsDto; onAdded: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [kind, setKind] = useState<'link' | 'file'>('link');
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState('');
  const [lesson, setLesson] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setProblem(intl.formatMessage(m.titleRequired));
    if (kind === 'link' && !isValidLink(link)) return setProblem(intl.formatMessage(m.badLink));
    if (kind === 'file' && !file) return setProblem(intl.formatMessage(m.fileRequired));
    if (kind === 'file' && file!.size > MATERIAL_MAX_BYTES) return setProblem(intl.formatMessage(m.tooBig, { mb: MATERIAL_MAX_BYTES / 1024 / 1024 }));
    setProblem(null);
    setBusy(true);
    const input = { title: title.trim(), category_id: category ? Number(category) : null, lesson_id: lesson ? Number(lesson) : null };
    try {
      const calls = classesApi(api);
      if (kind === 'link') await calls.addLink(classId, { ...input, link: link.trim() });
      else await calls.uploadFile(classId, input, file!);
      setTitle('');
      setLink('');
      setFile(null);
      onAdded();
    } catch (error) {
      setProblem(problemText(ui, error));
    } finally {
      setBusy(false);
    }
  };
  const lessons = data.units.flatMap((u) => u.lessons.map((l) => ({ id: l.id, label: `${u.title} · ${l.title}` })));
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate data-testid="material-add">
      <div className="mb-2">
        {(['link', 'file'] as const).map((k) => (
          <Form.Check
            key={k}
            inline
            type="radio"
            id={`material-kind-${k}`}
            name="material-kind"
            label={intl.formatMessage(m[`kind_${k}`])}
            checked={kind === k}
            onChange={() => setKind(k)}
          />
        ))}
      </div>
      <Row className="g-2">
        <Col md={6}>
          <Form.Control
            value={title}
            maxLength={CLASS_LIMITS.materialTitleMax}
            onChange={(e) => setTitle(e.target.value)}
            placeholder={intl.formatMessage(m.title)}
            aria-label={intl.formatMessage(m.title)}
            data-testid="material-title"
          />
        </Col>
        <Col md={6}>
          {kind === 'link' ? (
            <Form.Control
              type="url"
              value={link}
              maxLength={CLASS_LIMITS.materialLinkMax}
              onChange={(e) => setLink(e.target.value)}
              placeholder="https://"
              aria-label={intl.formatMessage(m.link)}
              data-testid="material-link"
            />
          ) : (
            <Form.Control
              type="file"
              accept={ACCEPT}
              onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
              aria-label={intl.formatMessage(m.file)}
              data-testid="material-file"
            />
          )}
        </Col>
        <Col md={6}>
          <Form.Select value={category} onChange={(e) => setCategory(e.target.value)} aria-label={intl.formatMessage(m.category)}>
            <option value="">{intl.formatMessage(m.noCategory)}</option>
            {data.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col md={6}>
          <Form.Select value={lesson} onChange={(e) => setLesson(e.target.value)} aria-label={intl.formatMessage(m.lesson)}>
            <option value="">{intl.formatMessage(m.noLesson)}</option>
            {lessons.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>
      <div className="form-text mb-2">
        <FormattedMessage {...m.fileHelp} values={{ mb: MATERIAL_MAX_BYTES / 1024 / 1024 }} />
      </div>
      <FormAlert message={problem} testId="material-error" />
      <Button type="submit" size="sm" disabled={busy} data-testid="material-submit">
        {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
        <FormattedMessage {...m.add} />
      </Button>
    </Form>
  );
}

function MaterialItem({
  material,
  category,
  readOnly,
  onDelete,
}: {
  material: MaterialDto;
  category?: string;
  readOnly: boolean;
  onDelete: () => void;
}) {
  const { api, ui } = useStores();
  const open = async () => {
    try {
      saveFile(await classesApi(api).materialFile(material.id), material.file_name ?? material.title);
    } catch (error) {
      ui.handleError(error);
    }
  };
  return (
    <ListGroup.Item className="d-flex flex-wrap justify-content-between align-items-center gap-2" data-testid={`material-${material.id}`}>
      <div>
        {material.kind === 'link' ? (
          <a href={material.url ?? '#'} target="_blank" rel="noreferrer noopener" className="fw-medium">
            {material.title}
          </a>
        ) : (
          <Button variant="link" className="p-0 fw-medium" onClick={() => void open()}>
            {material.title}
          </Button>
        )}
        <div className="small text-body-secondary">
          <FormattedDate value={material.uploaded_at} dateStyle="medium" />
          {material.file_size !== null && (
            <>
              {' · '}
              <FormattedNumber value={material.file_size / 1024 / 1024} maximumFractionDigits={1} /> MB
            </>
          )}
          {category && (
            <Badge bg="info-subtle" text="info-emphasis" className="ms-2 fw-normal">
              {category}
            </Badge>
          )}
          {material.file_kind && (
            <Badge bg="light" text="dark" className="border ms-2 fw-normal">
              {material.file_kind}
            </Badge>
          )}
        </div>
      </div>
      {!readOnly && (
        <Button size="sm" variant="outline-danger" onClick={onDelete}>
          <FormattedMessage {...m.delete} />
        </Button>
      )}
    </ListGroup.Item>
  );
}

/** The materials tab: categories, units and lessons, and the materials (a link or a file of at most 20 MB). */
export function MaterialsPanel({ classId, readOnly }: { classId: number; readOnly: boolean }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const calls = classesApi(api);
  const { data, reload } = useLoad(() => calls.materials(classId), `materials-${classId}`);
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      reload();
    } catch (error) {
      ui.handleError(error);
    }
  };
  if (!data) return <Spinner animation="border" className="d-block mx-auto my-4" />;
  const byLesson = new Map<number | null, MaterialDto[]>();
  for (const mat of data.materials) byLesson.set(mat.lesson_id, [...(byLesson.get(mat.lesson_id) ?? []), mat]);
  const categoryName = (id: number | null) => data.categories.find((c) => c.id === id)?.name;
  const list = (rows: MaterialDto[]) => (
    <ListGroup variant="flush">
      {rows.map((mat) => (
        <MaterialItem
          key={mat.id}
          material={mat}
          category={categoryName(mat.category_id)}
          readOnly={readOnly}
          onDelete={() => void run(() => calls.deleteMaterial(mat.id))}
        />
      ))}
    </ListGroup>
  );
  return (
    <Row className="g-4" data-testid="materials-panel">
      <Col lg={8}>
        {!readOnly && (
          <Card className="shadow-soft mb-4">
            <Card.Body>
              <h2 className="h6 fw-semibold">
                <FormattedMessage {...m.addTitle} />
              </h2>
              <AddMaterial classId={classId} data={data} onAdded={reload} />
            </Card.Body>
          </Card>
        )}
        {data.materials.length === 0 && (
          <Card body className="shadow-soft text-center text-body-secondary py-5">
            <FormattedMessage {...m.empty} />
          </Card>
        )}
        {data.units.map((u) => (
          <Card key={u.id} className="shadow-soft mb-3">
            <Card.Header className="bg-transparent fw-semibold">{u.title}</Card.Header>
            {u.lessons.map((l) => (
              <div key={l.id}>
                <div className="px-3 pt-2 small fw-medium text-body-secondary">{l.title}</div>
                {list(byLesson.get(l.id) ?? [])}
              </div>
            ))}
          </Card>
        ))}
        {(byLesson.get(null) ?? []).length > 0 && (
          <Card className="shadow-soft mb-3">
            <Card.Header className="bg-transparent fw-semibold">
              <FormattedMessage {...m.other} />
            </Card.Header>
            <ListGroup variant="flush">
              {(byLesson.get(null) ?? []).map((mat) => (
                <MaterialItem
                  key={mat.id}
                  material={mat}
                  category={categoryName(mat.category_id)}
                  readOnly={readOnly}
                  onDelete={() => void run(() => calls.deleteMaterial(mat.id))}
                />
              ))}
            </ListGroup>
          </Card>
        )}
      </Col>
      <Col lg={4}>
        <Card className="shadow-soft mb-3">
          <Card.Body>
            <h2 className="h6 fw-semibold">
              <FormattedMessage {...m.categories} />
            </h2>
            <ListGroup variant="flush" className="small">
              {data.categories.map((c) => (
                <ListGroup.Item key={c.id} className="px-0 d-flex justify-content-between">
                  {c.name}
                  {!readOnly && <RemoveButton onClick={() => void run(() => calls.deleteCategory(c.id))} />}
                </ListGroup.Item>
              ))}
            </ListGroup>
            {!readOnly && (
              <NameAdder
                label={intl.formatMessage(m.newCategory)}
                max={CLASS_LIMITS.categoryNameMax}
                testId="category-name"
                onAdd={(name) => run(() => calls.addCategory(classId, name))}
              />
            )}
          </Card.Body>
        </Card>
        <Card className="shadow-soft">
          <Card.Body>
            <h2 className="h6 fw-semibold">
              <FormattedMessage {...m.units} />
            </h2>
            {data.units.map((u) => (
              <div key={u.id} className="mb-2">
                <div className="d-flex justify-content-between fw-medium small">
                  {u.title}
                  {!readOnly && <RemoveButton onClick={() => void run(() => calls.deleteUnit(u.id))} />}
                </div>
                <ul className="small mb-1 ps-3">
                  {u.lessons.map((l) => (
                    <li key={l.id}>
                      {l.title}
                      {!readOnly && <RemoveButton className="ms-2" onClick={() => void run(() => calls.deleteLesson(l.id))} />}
                    </li>
                  ))}
                </ul>
                {!readOnly && (
                  <NameAdder
                    label={intl.formatMessage(m.newLesson)}
                    max={CLASS_LIMITS.lessonTitleMax}
                    testId={`lesson-title-${u.id}`}
                    onAdd={(title) => run(() => calls.addLesson(u.id, title))}
                  />
                )}
              </div>
            ))}
            {!readOnly && (
              <NameAdder
                label={intl.formatMessage(m.newUnit)}
                max={CLASS_LIMITS.unitTitleMax}
                testId="unit-title"
                onAdd={(title) => run(() => calls.addUnit(classId, title))}
              />
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
