import type { RequestHandler } from 'express';
import type { TenantDto } from '@app/shared';
import { MAIN_TENANT, TENANTS } from './tenants.config';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      tenant: TenantDto;
    }
  }
}

const byProduct = new Map(TENANTS.map((t) => [t.product, t]));

/**
 * The variant is chosen from the Host header: `TENANT_HOSTS` (host=product, comma separated) for real
 * domains, else the first DNS label naming a product (edu.localhost, corp.example.com), else the main brand.
 */
export function resolveTenant(host: string | undefined, hostMap: Record<string, string>): TenantDto {
  const hostname = (host ?? '').split(':')[0].toLowerCase();
  const mapped = hostMap[hostname];
  if (mapped && byProduct.has(mapped)) return byProduct.get(mapped)!;
  const label = hostname.split('.')[0];
  return byProduct.get(label) ?? MAIN_TENANT;
}

export function findTenant(product: string): TenantDto | undefined {
  return byProduct.get(product);
}

/** The brand a product's mails and reports carry: its tenant, or the main brand for an unknown product. */
export const brandOf = (product: string): TenantDto => findTenant(product) ?? MAIN_TENANT;

export function tenantMiddleware(hostMap: Record<string, string>): RequestHandler {
  return (req, _res, next) => {
    req.tenant = resolveTenant(req.headers.host, hostMap);
    next();
  };
}
