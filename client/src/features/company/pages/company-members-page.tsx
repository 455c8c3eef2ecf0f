import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CompanyMemberDto, CompanyMemberKind } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { DebouncedSearch } from '../../../components/lists/debounced-search';
import { listParams } from '../../../components/lists/list-params';
import { ListResults } from '../../../components/lists/list-results';
import { useUrlList } from '../../../components/lists/use-url-list';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { companyApi } from '../api';
import { MembersTable } from '../components/members-table';
import { RemoveMemberConfirm } from '../components/remove-member-confirm';
import { membersMessages as m } from '../messages';
import { companyInfoPath, companyUserPath } from '../paths';

const query = listParams({ search: { kind: 'text', max: 100 } });

/**
 * The company's students (/company/users) or teachers (/company/teachers), searchable, each linked to their
 * page; the company-admin may remove one from the company (spec section 6: DELETE /company/users/{id}).
 */
function CompanyMembers({ kind }: { kind: CompanyMemberKind }) {
  const { api } = useStores();
  const intl = useIntl();
  const calls = companyApi(api);
  const list = useUrlList(query, (q, signal) => (kind === 'students' ? calls.students(q, signal) : calls.teachers(q, signal)));
  const { data: company } = useLoad(() => calls.info(), 'company-info');
  const [removing, setRemoving] = useState<CompanyMemberDto | null>(null);
  const students = kind === 'students';

  return (
    <div data-testid={`company-${kind}-page`}>
      <PageHeader
        className="mb-3"
        title={<FormattedMessage {...(students ? m.studentsTitle : m.teachersTitle)} />}
        subtitle={<FormattedMessage {...(students ? m.studentsSubtitle : m.teachersSubtitle)} />}
      >
        {company && (
          <p className="small mb-0 mt-2">
            <Link to={companyInfoPath} className="text-decoration-none">
              <FormattedMessage {...m.codeHint} values={{ code: <strong data-testid="company-code-hint">{company.code}</strong> }} />
            </Link>
          </p>
        )}
      </PageHeader>
      <div className="mb-3" style={{ maxWidth: 420 }}>
        <DebouncedSearch
          value={list.filters.search}
          onCommit={(search) => list.change({ search })}
          label={intl.formatMessage(m.search)}
          testId="company-members-search"
        />
      </div>
      <ListResults list={list} empty={students ? m.emptyStudents : m.emptyTeachers} testId={`company-${kind}`}>
        {(rows) => <MembersTable rows={rows} linkTo={companyUserPath} onRemove={setRemoving} />}
      </ListResults>
      <RemoveMemberConfirm
        member={removing}
        remove={(id) => calls.removeFromCompany(id)}
        onClose={() => setRemoving(null)}
        onRemoved={() => list.reload()}
      />
    </div>
  );
}

export const CompanyUsersPage = () => <CompanyMembers kind="students" />;
export const CompanyTeachersPage = () => <CompanyMembers kind="teachers" />;
