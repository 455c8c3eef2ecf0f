import { useEffect, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { CompanyDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { PATHS } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { companyApi } from '../api';
import { CompanyInfoForm } from '../components/company-info-form';
import { infoMessages as m } from '../messages';
import { adminCompaniesPath, adminCompanyUsersPath } from '../paths';

/** `/company/info`: the company-admin's company details and join code (404 from the API: they belong to no company). */
export function CompanyInfoPage() {
  const { api, ui } = useStores();
  const calls = companyApi(api);
  const [company, setCompany] = useState<CompanyDto | null>(null);
  const [none, setNone] = useState(false);
  useEffect(() => {
    let live = true;
    calls
      .info()
      .then((c) => live && setCompany(c))
      .catch((e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 404) setNone(true);
        else ui.handleError(e);
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div data-testid="company-info-page">
      <PageHeader title={<FormattedMessage {...m.title} />} subtitle={<FormattedMessage {...m.subtitle} />} />
      {none ? (
        <Alert variant="info" data-testid="company-none">
          <FormattedMessage {...m.noCompany} />
        </Alert>
      ) : !company ? (
        <Spinner animation="border" className="d-block mx-auto my-5" />
      ) : (
        <CompanyInfoForm company={company} onSave={calls.updateInfo} onRenew={calls.renewCode} onChange={setCompany} />
      )}
    </div>
  );
}

function AdminCompanyInfo({ companyId }: { companyId: number }) {
  const { api } = useStores();
  const calls = companyApi(api);
  const { data } = useLoad(() => calls.company(companyId), `admin-company-${companyId}`, { pageLevel: true });
  const [company, setCompany] = useState<CompanyDto | null>(null);
  const shown = company ?? data;
  return (
    <div data-testid="admin-company-info-page">
      <PageHeader
        back={{ to: adminCompaniesPath, label: <FormattedMessage {...m.back} /> }}
        title={shown ? shown.name : <FormattedMessage {...m.title} />}
        actions={
          <Link to={adminCompanyUsersPath(companyId)} className="btn btn-outline-primary">
            <FormattedMessage {...m.members} />
          </Link>
        }
      />
      {!shown ? (
        <Spinner animation="border" className="d-block mx-auto my-5" />
      ) : (
        <CompanyInfoForm
          company={shown}
          onSave={(patch) => calls.update(companyId, patch)}
          onRenew={() => calls.renewCompanyCode(companyId)}
          onChange={setCompany}
        />
      )}
    </div>
  );
}

/** `/admin/company/info/{id}`: the admin edits a company's details and draws a new code. */
export function AdminCompanyInfoPage() {
  const { id } = useParams();
  const companyId = Number(id);
  if (!Number.isSafeInteger(companyId) || companyId < 1) return <Navigate to={PATHS.notFound} replace />;
  return <AdminCompanyInfo key={companyId} companyId={companyId} />;
}
