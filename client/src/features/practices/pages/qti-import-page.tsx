import { useState, type FormEvent } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { QTI_FILE_FIELD, QTI_LIMITS, qtiPath, type QtiImportResultDto } from '@app/shared';
import { FormFooter } from '../../../components/form/form-footer';
import { useSubmit } from '../../../components/form/use-submit';
import { useArea } from '../../../components/hooks/use-area';
import { useStores } from '../../../stores/store-context';
import { DetailHeader } from '../components/detail-header';
import { qtiMessages as m } from '../messages';
import { areaPaths } from '../paths';

/** `/{area}/practice/import`: a QTI 3.0 package becomes a new draft practice of the author; a package that does not validate says why. */
export function QtiImportPage() {
  const { api } = useStores();
  const paths = areaPaths(useArea());
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<QtiImportResultDto | null>(null);
  const { submitting, formError, run } = useSubmit(setErrors);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setResult(null);
    if (!file) {
      setErrors({ file: '' });
      return;
    }
    const form = new FormData();
    form.append(QTI_FILE_FIELD, file);
    await run(async () => setResult(await api.post<QtiImportResultDto>(qtiPath('importPackage'), form)));
  }

  return (
    <>
      <DetailHeader title={m.importTitle} back={paths.list('practices')} />
      <Card className="shadow-soft" style={{ maxWidth: 720 }}>
        <Card.Body>
          <p className="text-body-secondary">
            <FormattedMessage {...m.importIntro} />
          </p>
          <Form noValidate onSubmit={(e) => void submit(e)}>
            <Form.Group className="mb-3" controlId="qti-file">
              <Form.Label>
                <FormattedMessage {...m.file} />
              </Form.Label>
              <Form.Control
                type="file"
                accept=".zip,application/zip"
                isInvalid={errors.file !== undefined}
                data-testid="qti-file"
                onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
              />
              <Form.Control.Feedback type="invalid" data-testid="qti-file-error">
                {errors.file || <FormattedMessage {...m.fileRequired} />}
              </Form.Control.Feedback>
              <Form.Text muted>
                <FormattedMessage {...m.fileHelp} values={{ max: QTI_LIMITS.packageMaxBytes / 1048576 }} />
              </Form.Text>
            </Form.Group>
            <FormFooter error={formError} submitting={submitting} label={m.importSubmit} testId="qti-import-submit" />
          </Form>
          {result && (
            <Alert variant="success" className="mt-3 mb-0" data-testid="qti-import-result">
              <FormattedMessage
                {...m.imported}
                values={{ title: result.title, questions: result.question_count, created: result.passages_created, reused: result.passages_reused }}
              />{' '}
              <Link to={paths.practice(result.practice_id)} data-testid="qti-imported-link">
                <FormattedMessage {...m.openImported} />
              </Link>
            </Alert>
          )}
        </Card.Body>
      </Card>
    </>
  );
}
