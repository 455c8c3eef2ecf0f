import { useState, type FormEvent } from 'react';
import { Button, Card, Form, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { DebouncedSearch } from '../../../components/lists/debounced-search';
import { listParams } from '../../../components/lists/list-params';
import { ListResults } from '../../../components/lists/list-results';
import { useUrlList } from '../../../components/lists/use-url-list';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { companyApi } from '../api';
import { adminMessages as m, infoMessages } from '../messages';
import { adminCompanyInfoPath, adminCompanyUsersPath } from '../paths';

const query = listParams({ search: { kind: 'text', max: 100 } });

/** A new company by its name; the rest is edited on its info page, where it opens. */
function CreateCompany({ onCancel }: { onCancel: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const c = await companyApi(api).create({ name });
      ui.toast(intl.formatMessage(m.created), 'success');
      await navigate(adminCompanyInfoPath(c.id));
    });
  };
  return (
    <Card className="shadow-soft mb-3" style={{ maxWidth: 560 }}>
      <Card.Body>
        <h2 className="h6 fw-semibold">
          <FormattedMessage {...m.createTitle} />
        </h2>
        <Form noValidate onSubmit={submit} data-testid="company-create-form">
          <TextField
            name="name"
            label={intl.formatMessage(infoMessages.name)}
            value={name}
            error={errors.name}
            maxLength={120}
            onChange={(e) => {
              setName(e.target.value);
              setErrors({});
            }}
            testId="company-create-name"
          />
          <FormAlert message={formError} />
          <div className="d-flex gap-2">
            <SubmitButton submitting={submitting} className="w-auto px-4" testId="company-create-submit">
              <FormattedMessage {...m.create} />
            </SubmitButton>
            <Button variant="outline-secondary" onClick={onCancel}>
              <FormattedMessage {...m.cancel} />
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}

/** `/admin/company/`: every company with its code and counts; create one, open its members or its info. */
export function AdminCompaniesPage() {
  const { api } = useStores();
  const intl = useIntl();
  const list = useUrlList(query, (q, signal) => companyApi(api).companies(q, signal));
  const [creating, setCreating] = useState(false);
  return (
    <div data-testid="admin-companies-page">
      <PageHeader
        className="mb-3"
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={
          !creating && (
            <Button onClick={() => setCreating(true)} data-testid="company-create">
              <FormattedMessage {...m.create} />
            </Button>
          )
        }
      />
      {creating && <CreateCompany onCancel={() => setCreating(false)} />}
      <div className="mb-3" style={{ maxWidth: 420 }}>
        <DebouncedSearch
          value={list.filters.search}
          onCommit={(search) => list.change({ search })}
          label={intl.formatMessage(m.search)}
          testId="companies-search"
        />
      </div>
      <ListResults list={list} empty={m.empty} testId="companies">
        {(rows) => (
          <div className="table-responsive position-relative">
            <Table hover className="mb-0 align-middle">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...m.colName} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...m.colCode} />
                  </th>
                  <th scope="col" className="text-end">
                    <FormattedMessage {...m.colStudents} />
                  </th>
                  <th scope="col" className="text-end">
                    <FormattedMessage {...m.colTeachers} />
                  </th>
                  <th scope="col" className="text-end">
                    <span className="visually-hidden">
                      <FormattedMessage {...m.colActions} />
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id} data-testid={`company-row-${c.id}`}>
                    <td>
                      <Link to={adminCompanyInfoPath(c.id)}>{c.name}</Link>
                    </td>
                    <td>
                      <code>{c.code}</code>
                    </td>
                    <td className="text-end">{c.student_count}</td>
                    <td className="text-end">{c.teacher_count}</td>
                    <td className="text-end text-nowrap">
                      <Link to={adminCompanyUsersPath(c.id)} className="btn btn-sm btn-outline-primary me-2">
                        <FormattedMessage {...m.members} />
                      </Link>
                      <Link to={adminCompanyInfoPath(c.id)} className="btn btn-sm btn-outline-secondary">
                        <FormattedMessage {...m.edit} />
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </ListResults>
    </div>
  );
}
