import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PassageDto } from '@app/shared';
import { MathText } from '../../../components/math/math-text';
import { FormFooter } from '../../../components/form/form-footer';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { required, validateForm } from '../../../components/form/validation';
import { useStores } from '../../../stores/store-context';
import { existingPassageId, passagesApi } from '../api';
import { qbMessages } from '../messages';

export interface PassageFormProps {
  /** Edit this passage; without it the form creates one. */
  passage?: PassageDto;
  onSaved: (passage: PassageDto) => void;
  /** The same text exists already: the author may take that passage instead. */
  onUseExisting: (passage: PassageDto) => void;
  /** Inside the editor's passage dialog the preview goes under the fields. */
  compact?: boolean;
  testId?: string;
}

/** Title, rich-text body with a live MathJax preview, and source; create or update one passage. */
export function PassageForm({ passage, onSaved, onUseExisting, compact, testId = 'passage-form' }: PassageFormProps) {
  const { api } = useStores();
  const intl = useIntl();
  const form = useForm({ title: passage?.title ?? '', body: passage?.body ?? '', source: passage?.source ?? '' });
  const { submitting, formError, setFormError, run } = useSubmit(form.setErrors);
  const [existingId, setExistingId] = useState<number | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // Inside the question editor's dialog: React events cross the portal, the editor must not submit too.
    e.stopPropagation();
    const errors = validateForm(form.values, { title: [required], body: [required] }, intl);
    form.setErrors(errors);
    setExistingId(null);
    if (Object.keys(errors).length > 0) return;
    const input = { title: form.values.title.trim(), body: form.values.body, source: form.values.source.trim() || null };
    await run(
      async () => {
        const saved = passage ? await passagesApi(api).update(passage.id, input) : await passagesApi(api).create(input);
        onSaved(saved);
      },
      (error) => {
        const id = existingPassageId(error);
        if (id === null) return false;
        setExistingId(id);
        return true;
      },
    );
  };

  const takeExisting = () =>
    run(async () => {
      if (existingId === null) return;
      onUseExisting(await passagesApi(api).get(existingId));
    }).then(() => setFormError(null));

  const preview = (
    <div className="qb-preview-box" aria-live="off">
      <div className="small text-body-secondary mb-2">
        <FormattedMessage {...qbMessages.livePreview} />
      </div>
      {form.values.body.trim() ? (
        <MathText html={form.values.body} className="qb-rich" testId="passage-preview" />
      ) : (
        <p className="text-body-secondary small mb-0">
          <FormattedMessage {...qbMessages.previewEmpty} />
        </p>
      )}
    </div>
  );

  return (
    <Form noValidate onSubmit={onSubmit} data-testid={testId}>
      <Row className="g-4">
        <Col lg={compact ? 12 : 6}>
          <TextField {...form.field('title')} label={<FormattedMessage {...qbMessages.passageTitle} />} testId="passage-title" maxLength={255} />
          <TextField
            {...form.field('body')}
            as="textarea"
            rows={compact ? 6 : 14}
            label={<FormattedMessage {...qbMessages.passageBody} />}
            help={<FormattedMessage {...qbMessages.stemHelp} />}
            testId="passage-body"
          />
          <TextField {...form.field('source')} optional label={<FormattedMessage {...qbMessages.passageSource} />} maxLength={255} />
        </Col>
        <Col lg={compact ? 12 : 6}>{preview}</Col>
      </Row>
      {existingId !== null && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3" data-testid="passage-exists">
          <span>
            <FormattedMessage {...qbMessages.passageExists} values={{ id: existingId }} />
          </span>
          <Button variant="warning" size="sm" onClick={() => void takeExisting()} data-testid="passage-use-existing">
            <FormattedMessage {...qbMessages.passageUseExisting} />
          </Button>
        </Alert>
      )}
      <div className="mt-3">
        <FormFooter
          error={formError}
          submitting={submitting}
          label={passage ? qbMessages.save : qbMessages.passageCreate}
          className="px-4"
          testId="passage-save"
        />
      </div>
    </Form>
  );
}
