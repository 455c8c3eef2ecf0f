import { useState, type FormEvent } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompanyDto, CompanyInput } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { CopyField } from '../../../components/copy-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { useStores } from '../../../stores/store-context';
import { infoMessages as m } from '../messages';

type Values = Record<keyof CompanyInput, string>;
const valuesOf = (c: CompanyDto): Values => ({
  name: c.name,
  description: c.description,
  contact_email: c.contact_email ?? '',
  phone: c.phone ?? '',
  address: c.address ?? '',
});

/**
 * A company's details form and its join code with a "new code" button: the company-admin's /company/info
 * and the admin's /admin/company/info/{id} (each passes its own save and renew calls).
 */
export function CompanyInfoForm({
  company,
  onSave,
  onRenew,
  onChange,
}: {
  company: CompanyDto;
  onSave: (patch: Partial<CompanyInput>) => Promise<CompanyDto>;
  onRenew: () => Promise<CompanyDto>;
  onChange: (c: CompanyDto) => void;
}) {
  const intl = useIntl();
  const { ui } = useStores();
  const [values, setValues] = useState<Values>(() => valuesOf(company));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const renew = useSubmit(() => undefined);
  const [confirm, setConfirm] = useState(false);

  const field = (name: keyof Values, label: keyof typeof m, extra: { as?: 'textarea'; type?: string; optional?: boolean } = {}) => (
    <TextField
      name={name}
      label={intl.formatMessage(m[label])}
      value={values[name]}
      error={errors[name]}
      optional={extra.optional ?? true}
      type={extra.type}
      as={extra.as}
      rows={extra.as ? 4 : undefined}
      onChange={(e) => {
        setValues({ ...values, [name]: e.target.value });
        setErrors({ ...errors, [name]: '' });
      }}
      testId={`company-${name}`}
    />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const saved = await onSave({
        ...values,
        contact_email: values.contact_email || null,
        phone: values.phone || null,
        address: values.address || null,
      });
      onChange(saved);
      setValues(valuesOf(saved));
      ui.toast(intl.formatMessage(m.saved), 'success');
    });
  };

  return (
    <Row className="g-3">
      <Col lg={7}>
        <Card className="shadow-soft">
          <Card.Body>
            <h2 className="h6 fw-semibold mb-3">
              <FormattedMessage {...m.details} />
            </h2>
            <Form noValidate onSubmit={submit} data-testid="company-info-form">
              {field('name', 'name', { optional: false })}
              {field('description', 'description', { as: 'textarea' })}
              {field('contact_email', 'contactEmail', { type: 'email' })}
              {field('phone', 'phone', { type: 'tel' })}
              {field('address', 'address')}
              <FormAlert message={formError} />
              <SubmitButton submitting={submitting} className="w-auto px-4" testId="company-info-save">
                <FormattedMessage {...m.save} />
              </SubmitButton>
            </Form>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={5}>
        <Card className="shadow-soft">
          <Card.Body>
            <CopyField
              label={intl.formatMessage(m.code)}
              copyLabel={intl.formatMessage(m.copy)}
              value={company.code}
              testId="company-code"
              extra={
                <Button variant="outline-secondary" onClick={() => setConfirm(true)} data-testid="company-code-renew">
                  <FormattedMessage {...m.newCode} />
                </Button>
              }
            />
            <p className="small text-body-secondary">
              <FormattedMessage {...m.codeHelp} values={{ path: <code>/company/join</code> }} />
            </p>
            <FormAlert message={renew.formError} />
            <p className="small mb-0" data-testid="company-counts">
              <FormattedMessage
                {...m.counts}
                values={{ students: company.student_count, teachers: company.teacher_count, members: company.member_count }}
              />
            </p>
          </Card.Body>
        </Card>
      </Col>
      <ConfirmModal
        show={confirm}
        title={<FormattedMessage {...m.newCodeTitle} />}
        body={<FormattedMessage {...m.newCodeBody} />}
        confirmLabel={<FormattedMessage {...m.newCode} />}
        busy={renew.submitting}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          void renew.run(async () => {
            onChange(await onRenew());
            setConfirm(false);
            ui.toast(intl.formatMessage(m.newCodeDone), 'success');
          })
        }
      />
    </Row>
  );
}
