import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { hasAnyRole, Role, type JoinCompanyResponse } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { companyApi } from '../api';
import { joinMessages as m } from '../messages';

/** `/company/join` (spec section 2): a teacher or student joins a company with its code (`?code=` fills it in). */
export const CompanyJoinPage = observer(function CompanyJoinPage() {
  const { api, session } = useStores();
  const intl = useIntl();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [joined, setJoined] = useState<JoinCompanyResponse | null>(null);
  const { submitting, formError, run } = useSubmit(setErrors);
  const mayJoin = hasAnyRole(session.roles, [Role.Teacher, Role.Student]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      async () => setJoined(await companyApi(api).join(code)),
      // A wrong code is said once, under the field (not again above the button).
      (error) => {
        if (!(error instanceof ApiError) || !error.errors?.code) return;
        setErrors(error.fieldMessages());
        return true;
      },
    );
  };
  return (
    <div data-testid="company-join-page" style={{ maxWidth: 560 }} className="mx-auto">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      <Card className="shadow-soft">
        <Card.Body>
          {joined ? (
            <Alert variant="success" className="mb-0" data-testid="company-joined">
              <FormattedMessage {...m.joined} values={{ name: <strong>{joined.company.name}</strong> }} />
            </Alert>
          ) : !mayJoin ? (
            <Alert variant="info" className="mb-0">
              <FormattedMessage {...m.onlyTeachersStudents} />
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
                testId="company-join-code"
              />
              <FormAlert message={formError} />
              <SubmitButton submitting={submitting} testId="company-join-submit">
                <FormattedMessage {...m.submit} />
              </SubmitButton>
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
});
