import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Role, type JoinCourseResponse } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { coursesApi } from '../api';
import { joinMessages as m } from '../messages';
import { courseDetailPath } from '../paths';

/** `/join` (spec section 2): a student asks to join a course by its code (`?code=` fills it in from the join link). */
export const JoinCoursePage = observer(function JoinCoursePage() {
  const { api, session } = useStores();
  const intl = useIntl();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<JoinCourseResponse | null>(null);
  const { submitting, formError, run } = useSubmit(setErrors);
  const student = session.roles.includes(Role.Student);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => setSent(await coursesApi(api).join(code)));
  };
  return (
    <div data-testid="join-course-page" style={{ maxWidth: 560 }} className="mx-auto">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      <Card className="shadow-soft">
        <Card.Body>
          {sent ? (
            <Alert variant="success" className="mb-0" data-testid="join-sent">
              <p>
                <FormattedMessage {...m.sent} />
              </p>
              <Link to={courseDetailPath(sent.course_id)} className="alert-link">
                <FormattedMessage {...m.open} />
              </Link>
            </Alert>
          ) : !student ? (
            <Alert variant="info" className="mb-0">
              <FormattedMessage {...m.studentsOnly} />
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
                testId="join-code"
              />
              <FormAlert message={formError} />
              <SubmitButton submitting={submitting} testId="join-submit">
                <FormattedMessage {...m.submit} />
              </SubmitButton>
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
});
