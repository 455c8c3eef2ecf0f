import { useState, type FormEvent } from 'react';
import { Badge, Card, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAYROLL_LIMITS as L, TEACHER_PAYOUT_METHODS, type BillingDetailsDto, type BillingDetailsInput, type TeacherPayoutMethod } from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useStores } from '../../../stores/store-context';
import { payrollApi } from '../api';
import { billingMessages as m, commonMessages as cm, methodMessages } from '../messages';

/**
 * A teacher's billing details. The ID number and the payment account are never shown back in full to whoever may
 * not read them; their fields start empty and, left empty, keep what is stored (the mask says what that is).
 */
export function BillingForm({ billing, onSaved }: { billing: BillingDetailsDto; onSaved: (b: BillingDetailsDto) => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const d = billing.details;
  const form = useForm({
    official_name: d?.official_name ?? '',
    id_number: d?.id_number ?? '',
    birth_date: d?.birth_date ?? '',
    mailing_address: d?.mailing_address ?? '',
    payment_method: d?.payment_method ?? '',
    payment_account: d?.payment_account ?? '',
  });
  const { submitting, formError, run } = useSubmit(form.setErrors);
  const [saved, setSaved] = useState(false);
  const v = form.values;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const input: BillingDetailsInput = {
      official_name: v.official_name,
      birth_date: v.birth_date,
      mailing_address: v.mailing_address,
      payment_method: v.payment_method as TeacherPayoutMethod,
      // Empty keeps the stored secret when the caller could not see it; a reader in full clears the account by emptying it.
      ...(v.id_number.trim() ? { id_number: v.id_number } : {}),
      ...(v.payment_account.trim() || d?.payment_account ? { payment_account: v.payment_account } : {}),
    };
    await run(async () => {
      onSaved(await payrollApi(api).saveBilling(billing.teacher.id, input));
      setSaved(true);
    });
  };
  return (
    <Card className="shadow-soft" data-testid="billing-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          <FormattedMessage {...m.title} />
        </Card.Title>
        <p className="small text-body-secondary">
          <FormattedMessage {...m.intro} />
        </p>
        <Form noValidate onSubmit={(e) => void submit(e)} data-testid="billing-form">
          <Row className="g-3">
            <Col md={6}>
              <TextField
                {...form.field('official_name')}
                label={<FormattedMessage {...m.officialName} />}
                maxLength={L.officialNameMax}
                testId="billing-name"
              />
            </Col>
            <Col md={6}>
              <TextField
                {...form.field('id_number')}
                label={
                  <>
                    <FormattedMessage {...m.idNumber} />{' '}
                    <Badge bg="light" text="dark" className="border fw-normal">
                      <FormattedMessage {...m.encrypted} />
                    </Badge>
                  </>
                }
                maxLength={L.idNumberMax}
                autoComplete="off"
                placeholder={d && !d.id_number ? d.id_number_masked : undefined}
                help={d && !d.id_number ? <FormattedMessage {...m.idNumberKeep} values={{ mask: d.id_number_masked }} /> : undefined}
                testId="billing-id"
              />
            </Col>
            <Col md={6}>
              <TextField {...form.field('birth_date')} type="date" label={<FormattedMessage {...m.birthDate} />} testId="billing-birth" />
            </Col>
            <Col md={6}>
              <SelectField
                {...form.field('payment_method')}
                label={<FormattedMessage {...m.method} />}
                placeholder={intl.formatMessage(m.none)}
                options={TEACHER_PAYOUT_METHODS.map((x) => ({ value: x, label: intl.formatMessage(methodMessages[x]) }))}
                testId="billing-method"
              />
            </Col>
            <Col md={6}>
              <TextField
                {...form.field('mailing_address')}
                as="textarea"
                rows={2}
                label={<FormattedMessage {...m.address} />}
                maxLength={L.addressMax}
                testId="billing-address"
              />
            </Col>
            <Col md={6}>
              <TextField
                {...form.field('payment_account')}
                label={<FormattedMessage {...m.account} />}
                optional
                maxLength={L.accountMax}
                autoComplete="off"
                placeholder={d?.payment_account_masked && !d.payment_account ? d.payment_account_masked : undefined}
                help={
                  d?.payment_account_masked && !d.payment_account ? (
                    <FormattedMessage {...m.accountKeep} values={{ mask: d.payment_account_masked }} />
                  ) : undefined
                }
                testId="billing-account"
              />
            </Col>
          </Row>
          <FormAlert message={formError} />
          {saved && (
            <p className="text-success small" role="status" data-testid="billing-saved">
              <FormattedMessage {...cm.saved} />
            </p>
          )}
          <SubmitButton submitting={submitting} className="mt-2" testId="billing-save">
            <FormattedMessage {...cm.save} />
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
