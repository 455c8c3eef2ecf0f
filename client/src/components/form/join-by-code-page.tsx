import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { PageHeader } from '../page-header';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useSubmit } from './use-submit';

export interface JoinByCodeMessages {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  code: MessageDescriptor;
  submit: MessageDescriptor;
}

export interface JoinByCodePageProps<R> {
  messages: JoinByCodeMessages;
  /** Whether the signed-in user's roles may join; otherwise `notAllowed` shows instead of the form. */
  allowed: boolean;
  notAllowed: MessageDescriptor;
  join: (code: string) => Promise<R>;
  /** What shows (inside the card) once joined. */
  done: (result: R) => ReactNode;
  /** A refused code is said once, under the field, not again above the button. */
  codeErrorUnderFieldOnly?: boolean;
  testIds: { page: string; code: string; submit: string };
}

/**
 * A page where the user joins something (a course, a company) with its code; `?code=` (from a join link)
 * fills the field in. The caller's feature says what joining calls and what shows after.
 */
export function JoinByCodePage<R>({ messages: m, allowed, notAllowed, join, done, codeErrorUnderFieldOnly, testIds }: JoinByCodePageProps<R>) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [joined, setJoined] = useState<{ result: R } | null>(null);
  const { submitting, formError, run } = useSubmit(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      async () => setJoined({ result: await join(code) }),
      codeErrorUnderFieldOnly
        ? (error) => {
            if (!(error instanceof ApiError) || !error.errors?.code) return;
            setErrors(error.fieldMessages());
            return true;
          }
        : undefined,
    );
  };
  return (
    <div data-testid={testIds.page} style={{ maxWidth: 560 }} className="mx-auto">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      <Card className="shadow-soft">
        <Card.Body>
          {joined ? (
            done(joined.result)
          ) : !allowed ? (
            <Alert variant="info" className="mb-0">
              <FormattedMessage {...notAllowed} />
            </Alert>
          ) : (
            <Form noValidate onSubmit={submit}>
              <TextField
                name="code"
                label={intl.formatMessage(m.code)}
                value={code}
                error={errors.code}
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={20}
                onChange={(e) => {
                  setCode(e.target.value);
                  setErrors({});
                }}
                testId={testIds.code}
              />
              <FormAlert message={formError} />
              <SubmitButton submitting={submitting} testId={testIds.submit}>
                <FormattedMessage {...m.submit} />
              </SubmitButton>
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
