import { useRef, useState, type FormEvent } from 'react';
import { Button, CloseButton, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { FormFooter } from '../../../components/form/form-footer';
import { formMessages } from '../../../components/form/messages';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { phone, required, validateForm } from '../../../components/form/validation';
import { duplicateIndexes, isBlank, isEmail } from '../../../lib/validators';
import { useStores } from '../../../stores/store-context';
import { bindingApi } from '../api';
import { bindingMessages } from '../messages';
import { studentEmailStatus, type StudentEmailStatus } from './student-email-status';

interface Row {
  id: number;
  email: string;
  status: StudentEmailStatus;
  error?: string;
}

const STATUS_ERRORS: Partial<Record<StudentEmailStatus, MessageDescriptor>> = {
  not_found: bindingMessages.studentNotFound,
  verified: bindingMessages.studentVerified,
  failed: bindingMessages.studentCheckFailed,
};

/** Server errors for `student_emails.1` or `student_emails[1]` belong to row 1. */
function rowIndexOf(field: string): number | null {
  const m = /^student_emails(?:\.|\[)(\d+)\]?$/.exec(field);
  return m ? Number(m[1]) : null;
}

export function ParentDetailsForm({ onDone }: { onDone: () => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const nextId = useRef(2);
  const [rows, setRows] = useState<Row[]>([{ id: 1, email: '', status: 'idle' }]);
  const [listError, setListError] = useState<string | null>(null);
  const form = useForm({ phone: '' });
  const { submitting, formError, run } = useSubmit((errors) => {
    form.setErrors({ phone: errors.phone ?? '' });
    setListError(errors.student_emails ?? null);
    setRows((rs) => rs.map((r, i) => ({ ...r, error: Object.entries(errors).find(([f]) => rowIndexOf(f) === i)?.[1] ?? r.error })));
  });

  const update = (id: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  /** Checks one row against the server; answers for an e-mail since edited are dropped. */
  const check = async (row: Row): Promise<StudentEmailStatus> => {
    const email = row.email.trim();
    if (!email || !isEmail(email)) return 'idle';
    update(row.id, { status: 'checking', error: undefined });
    let status: StudentEmailStatus;
    try {
      status = studentEmailStatus(await bindingApi(api).checkStudentEmail(email));
    } catch {
      status = 'failed';
    }
    setRows((rs) => rs.map((r) => (r.id === row.id && r.email.trim() === email ? { ...r, status } : r)));
    return status;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateForm(form.values, { phone: [required, phone] }, intl);
    form.setErrors(errors);
    const filled = rows.filter((r) => !isBlank(r.email));
    setListError(filled.length === 0 ? intl.formatMessage(bindingMessages.atLeastOne) : null);
    const dupes = new Set(duplicateIndexes(filled.map((r) => r.email)).map((i) => filled[i].id));
    const statuses = await Promise.all(filled.map((r) => (r.status === 'ok' ? 'ok' : check(r))));
    let valid = filled.length > 0 && Object.keys(errors).length === 0;
    const rowErrors = new Map<number, string>();
    filled.forEach((r, i) => {
      let message: string | undefined;
      if (!isEmail(r.email)) message = intl.formatMessage(formMessages.email);
      else if (dupes.has(r.id)) message = intl.formatMessage(formMessages.emailRepeat);
      else if (STATUS_ERRORS[statuses[i]]) message = intl.formatMessage(STATUS_ERRORS[statuses[i]]!);
      if (message) {
        rowErrors.set(r.id, message);
        valid = false;
      }
    });
    setRows((rs) => rs.map((r) => ({ ...r, error: rowErrors.get(r.id) })));
    if (!valid) return;
    const ok = await run(async () => {
      await bindingApi(api).bindParent({ phone: form.values.phone.trim(), student_emails: filled.map((r) => r.email.trim()) });
    });
    if (ok) onDone();
  };

  const rowError = (r: Row) => r.error ?? (STATUS_ERRORS[r.status] ? intl.formatMessage(STATUS_ERRORS[r.status]!) : undefined);

  return (
    <Form noValidate onSubmit={onSubmit} data-testid="parent-details-form">
      <PhoneField {...form.field('phone')} label={<FormattedMessage {...bindingMessages.phone} />} testId="details-phone" />
      <fieldset className="mb-3">
        <legend className="form-label fw-medium fs-6 mb-1">
          <FormattedMessage {...bindingMessages.studentEmails} />
        </legend>
        <p className="small text-body-secondary mb-2">
          <FormattedMessage {...bindingMessages.studentEmailsHelp} />
        </p>
        {rows.map((r, i) => (
          <div key={r.id} className="d-flex gap-2 align-items-start">
            <TextField
              name={`student_email_${i}`}
              className="mb-2 flex-grow-1"
              type="email"
              value={r.email}
              onChange={(e) => update(r.id, { email: e.target.value, status: 'idle', error: undefined })}
              onBlur={() => void check(r)}
              error={rowError(r)}
              validMessage={r.status === 'ok' && !r.error ? <FormattedMessage {...bindingMessages.studentFound} /> : undefined}
              hideLabel
              label={intl.formatMessage(bindingMessages.studentEmail, { n: i + 1 })}
              placeholder={intl.formatMessage(bindingMessages.studentEmail, { n: i + 1 })}
              testId={`details-student-email-${i}`}
            />
            {rows.length > 1 && (
              <CloseButton
                className="mt-3"
                aria-label={intl.formatMessage(bindingMessages.removeStudent, { n: i + 1 })}
                onClick={() => setRows((rs) => rs.filter((x) => x.id !== r.id))}
              />
            )}
          </div>
        ))}
        {listError && (
          <div className="small text-danger mb-2" role="alert">
            {listError}
          </div>
        )}
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => setRows((rs) => [...rs, { id: nextId.current++, email: '', status: 'idle' }])}
          data-testid="details-add-student"
        >
          + <FormattedMessage {...bindingMessages.addStudent} />
        </Button>
      </fieldset>
      <FormFooter error={formError} submitting={submitting} label={bindingMessages.submit} testId="details-submit" />
    </Form>
  );
}
