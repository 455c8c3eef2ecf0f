/**
 * Companies (issue 14, the company area): a company's details and join code, its students and teachers,
 * /company/join, and the admin's company pages. The contract is @app/shared's companies.ts (docs/company.md).
 */
import type { EntityManager } from 'typeorm';
import type { AppModule } from '../../core/app-module';
import type { AppContext } from '../../context';
import { COMPANY_SCHEMAS } from './companies.schemas';
import { companiesRoutes, companyRoutes } from './companies.routes';
import { companiesService } from './companies.service';
import { companiesRepository } from './companies.repository';

/** The rows without a live context: only their paths, methods, roles and docs are read. */
const DOC_CTX = {} as unknown as AppContext;

export const companiesModule: AppModule = {
  name: 'companies',
  router: (ctx, { requireAuth }) => companyRoutes.buildRouter(companiesRoutes(companiesService(ctx)), requireAuth),
  openapi: companyRoutes.buildOpenApi('Companies', companiesRoutes(companiesService(DOC_CTX)), COMPANY_SCHEMAS),
};

/**
 * Ends a user's memberships (the given companies, or all when null) in the caller's transaction; answers the
 * companies left. The admin-users module's member removal and account deletion come through here, so this
 * module stays the one writer of `company_users`.
 */
export function leaveCompanies(m: EntityManager, userId: number, companyIds: number[] | null): Promise<number[]> {
  return companiesRepository(m).leaveCompanies(userId, companyIds);
}
