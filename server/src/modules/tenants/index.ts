/** White-label tenants: the variant a request's Host header chooses, and a product's brand for mails and reports. */
import type { AppModule } from '../../core/app-module';
import { tenantMiddleware } from './tenant-resolver';
import { tenantsOpenApi } from './tenants.openapi';
import { tenantsRouter } from './tenants.routes';

export { brandOf, findTenant, resolveTenant } from './tenant-resolver';
export { MAIN_TENANT, TENANTS } from './tenants.config';

export const tenantsModule: AppModule = {
  name: 'tenants',
  requestMiddleware: (ctx) => tenantMiddleware(ctx.config.tenantHosts),
  router: () => tenantsRouter(),
  openapi: tenantsOpenApi,
};
