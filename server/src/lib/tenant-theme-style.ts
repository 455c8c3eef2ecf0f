import { themeCss, type TenantDto } from '@app/shared';

/**
 * The tenant's colours, last in the head as the app puts them (app/document-sync.tsx, which then reuses
 * this element): without them the page is painted in Bootstrap's blue and turns the tenant's when the app starts.
 */
export const tenantTheme = (tenant: TenantDto) => `<style id="tenant-theme">${themeCss(tenant)}</style>`;
