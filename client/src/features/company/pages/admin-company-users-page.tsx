import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Card, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import { COMPANY_MEMBER_KINDS, type CompanyMemberDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { DebouncedSearch } from '../../../components/lists/debounced-search';
import { listParams } from '../../../components/lists/list-params';
import { ListResults } from '../../../components/lists/list-results';
import { useUrlList } from '../../../components/lists/use-url-list';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { PageHeader } from '../../../components/page-header';
import { PATHS } from '../../../config/paths';
import { displayName } from '../../../lib/user-name';
import { useStores } from '../../../stores/store-context';
import { companyApi } from '../api';
import { MembersTable } from '../components/members-table';
import { RemoveMemberConfirm } from '../components/remove-member-confirm';
import { adminMessages as m, infoMessages, membersMessages } from '../messages';
import { adminCompaniesPath, adminCompanyInfoPath } from '../paths';

const query = listParams({ search: { kind: 'text', max: 100 }, kind: { kind: 'oneOf', values: COMPANY_MEMBER_KINDS } });

function AddMember({ companyId, onAdded }: { companyId: number; onAdded: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [user, setUser] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const added = await companyApi(api).addMember(companyId, user);
      ui.toast(intl.formatMessage(m.added, { name: displayName(added) }), 'success');
      setUser('');
      onAdded();
    });
  };
  return (
    <Card className="shadow-soft mb-3">
      <Card.Body>
        <h2 className="h6 fw-semibold">
          <FormattedMessage {...m.addTitle} />
        </h2>
        <Form noValidate onSubmit={submit} className="d-flex flex-wrap align-items-start gap-2" data-testid="company-add-member">
          <TextField
            name="user"
            label={intl.formatMessage(m.addUser)}
            help={<FormattedMessage {...m.addHelp} />}
            value={user}
            error={errors.user}
            className="flex-grow-1 mb-0"
            style={{ minWidth: 220 }}
            onChange={(e) => {
              setUser(e.target.value);
              setErrors({});
            }}
            testId="company-add-user"
          />
          <SubmitButton submitting={submitting} className="w-auto px-4 mt-md-4" testId="company-add-submit">
            <FormattedMessage {...m.add} />
          </SubmitButton>
        </Form>
        <FormAlert message={formError} />
      </Card.Body>
    </Card>
  );
}

function AdminCompanyUsers({ companyId }: { companyId: number }) {
  const { api } = useStores();
  const intl = useIntl();
  const calls = companyApi(api);
  const { data: company } = useLoad(() => calls.company(companyId), `admin-company-${companyId}`, { pageLevel: true });
  const list = useUrlList(query, (q, signal) => calls.members(companyId, q, signal));
  const [removing, setRemoving] = useState<CompanyMemberDto | null>(null);
  const kinds = [
    { value: '', label: intl.formatMessage(membersMessages.kindAll) },
    { value: 'students', label: intl.formatMessage(membersMessages.kindStudents) },
    { value: 'teachers', label: intl.formatMessage(membersMessages.kindTeachers) },
  ];
  return (
    <div data-testid="admin-company-users-page">
      <PageHeader
        className="mb-3"
        back={{ to: adminCompaniesPath, label: <FormattedMessage {...m.back} /> }}
        title={company ? <FormattedMessage {...m.usersTitle} values={{ name: company.name }} /> : <FormattedMessage {...infoMessages.members} />}
        actions={
          <Link to={adminCompanyInfoPath(companyId)} className="btn btn-outline-secondary">
            <FormattedMessage {...m.edit} />
          </Link>
        }
      />
      <AddMember companyId={companyId} onAdded={list.reload} />
      <div className="d-flex flex-wrap gap-3 mb-3 align-items-end">
        <div style={{ minWidth: 260, maxWidth: 420 }} className="flex-grow-1">
          <DebouncedSearch
            value={list.filters.search}
            onCommit={(search) => list.change({ search })}
            label={intl.formatMessage(membersMessages.search)}
            testId="company-members-search"
          />
        </div>
        <SelectField
          name="kind"
          label={intl.formatMessage(membersMessages.kind)}
          options={kinds}
          value={list.filters.kind}
          className="mb-0"
          onChange={(e: ChangeEvent<HTMLSelectElement>) => list.change({ kind: e.target.value })}
          testId="company-members-kind"
        />
      </div>
      <ListResults list={list} empty={membersMessages.empty} testId="admin-company-members">
        {(rows) => <MembersTable rows={rows} showRoles onRemove={setRemoving} />}
      </ListResults>
      <RemoveMemberConfirm
        member={removing}
        remove={(id) => calls.removeMember(companyId, id)}
        onClose={() => setRemoving(null)}
        onRemoved={() => list.reload()}
      />
    </div>
  );
}

/** `/admin/company/users/{id}`: a company's members; the admin adds one by e-mail or username, or removes one. */
export function AdminCompanyUsersPage() {
  const { id } = useParams();
  const companyId = Number(id);
  if (!Number.isSafeInteger(companyId) || companyId < 1) return <Navigate to={PATHS.notFound} replace />;
  return <AdminCompanyUsers key={companyId} companyId={companyId} />;
}
