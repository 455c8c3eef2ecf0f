import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Card, Form, Nav, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { QUESTION_IMPORT_LIMITS, type PagedDto, type QuestionImportSummaryDto } from '@app/shared';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { useStores } from '../../../stores/store-context';
import { questionImportsApi } from '../import-api';
import { importMessages as m, sourceMessages, statusMessages } from '../import-messages';
import { useQuestionLinks } from '../links';
import '../questions.css';

export const STATUS_VARIANT = { analyzing: 'info', saved: 'primary', importing: 'info', completed: 'success', failed: 'danger' } as const;

/** "AI question import" (spec section 2): upload a PDF or DOCX, or paste text; the author's imports below. */
export const ImportListPage = observer(function ImportListPage() {
  const { api } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const links = useQuestionLinks();
  const imports = questionImportsApi(api);
  const [mode, setMode] = useState<'file' | 'text'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const [page, setPage] = useState(1);
  const [list, setList] = useState<PagedDto<QuestionImportSummaryDto> | null>(null);

  useEffect(() => {
    let live = true;
    void imports.list(page).then(
      (value) => live && setList(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the api client is stable; the page drives the fetch
  }, [page]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (mode === 'file' && !file) local.file = intl.formatMessage(m.fileMissing);
    if (mode === 'file' && file && file.size > QUESTION_IMPORT_LIMITS.fileMaxBytes) local.file = intl.formatMessage(m.fileTooLarge);
    if (mode === 'text' && !text.trim()) local.text = intl.formatMessage(m.textMissing);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    void run(async () => {
      const created = mode === 'file' ? await imports.upload(file!, title) : await imports.paste(text, title);
      navigate(links.importDetail(created.id), { state: { created } });
    });
  };

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        back={{ to: links.list, label: <FormattedMessage {...m.fromBank} />, testId: 'import-to-bank' }}
      />
      <Card className="shadow-soft mb-4">
        <Card.Body className="p-3 p-md-4">
          <h2 className="h5 mb-3">
            <FormattedMessage {...m.uploadTitle} />
          </h2>
          <Nav variant="tabs" activeKey={mode} onSelect={(k) => setMode(k === 'text' ? 'text' : 'file')} className="mb-3">
            <Nav.Item>
              <Nav.Link eventKey="file" data-testid="import-mode-file">
                <FormattedMessage {...m.fileTab} />
              </Nav.Link>
            </Nav.Item>
            <Nav.Item>
              <Nav.Link eventKey="text" data-testid="import-mode-text">
                <FormattedMessage {...m.textTab} />
              </Nav.Link>
            </Nav.Item>
          </Nav>
          <Form noValidate onSubmit={submit}>
            {mode === 'file' ? (
              <Form.Group className="mb-3" controlId="import-file">
                <Form.Label className="fw-medium">
                  <FormattedMessage {...m.file} />
                </Form.Label>
                <Form.Control
                  type="file"
                  accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                  onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
                  isInvalid={!!errors.file}
                  data-testid="import-file"
                />
                <Form.Control.Feedback type="invalid" data-field-error="file">
                  {errors.file}
                </Form.Control.Feedback>
                <Form.Text className="text-body-secondary">
                  <FormattedMessage {...m.fileHelp} />
                </Form.Text>
              </Form.Group>
            ) : (
              <TextField
                name="text"
                as="textarea"
                rows={8}
                label={<FormattedMessage {...m.text} />}
                help={<FormattedMessage {...m.textHelp} />}
                value={text}
                onChange={(e) => setText(e.target.value)}
                error={errors.text}
                className="mb-3"
                testId="import-text"
              />
            )}
            <TextField
              name="title"
              label={<FormattedMessage {...m.docTitle} />}
              help={<FormattedMessage {...m.docTitleHelp} />}
              optional
              value={title}
              maxLength={QUESTION_IMPORT_LIMITS.titleMax}
              onChange={(e) => setTitle(e.target.value)}
              error={errors.title}
              className="mb-3"
              testId="import-title"
            />
            {formError && <div className="text-danger mb-3">{formError}</div>}
            <Button type="submit" disabled={submitting} data-testid="import-analyze">
              <FormattedMessage {...m.analyze} />
            </Button>
          </Form>
        </Card.Body>
      </Card>

      {list && list.data.length === 0 && (
        <p className="text-body-secondary" data-testid="imports-empty">
          <FormattedMessage {...m.empty} />
        </p>
      )}
      {list && list.data.length > 0 && (
        <Card className="shadow-soft">
          <Table responsive hover className="mb-0 align-middle" data-testid="imports-table">
            <thead>
              <tr>
                <th>
                  <FormattedMessage {...m.colTitle} />
                </th>
                <th>
                  <FormattedMessage {...m.colStatus} />
                </th>
                <th className="d-none d-md-table-cell">
                  <FormattedMessage {...m.colDrafts} />
                </th>
                <th className="d-none d-md-table-cell">
                  <FormattedMessage {...m.colCreated} />
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id} data-testid={`import-row-${row.id}`}>
                  <td>
                    <Link to={links.importDetail(row.id)} className="fw-medium">
                      {row.title}
                    </Link>
                    <div className="small text-body-secondary">
                      <FormattedMessage {...sourceMessages[row.source_kind]} />
                    </div>
                  </td>
                  <td>
                    <Badge bg={STATUS_VARIANT[row.status]}>
                      <FormattedMessage {...statusMessages[row.status]} />
                    </Badge>
                  </td>
                  <td className="d-none d-md-table-cell">
                    <FormattedMessage {...m.counts} values={{ drafts: row.draft_count, imported: row.imported_count }} />
                  </td>
                  <td className="d-none d-md-table-cell text-nowrap">
                    <FormattedDate value={row.created_at} dateStyle="medium" timeStyle="short" />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {list.total > list.data.length && (
            <Card.Footer className="bg-transparent">
              <Pager page={page} perPage={20} total={list.total} onPage={setPage} />
            </Card.Footer>
          )}
        </Card>
      )}
    </>
  );
});
