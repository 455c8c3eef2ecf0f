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

/** Hosts remembered per app; the Host header is the client's to choose, so the memo is bounded. */
const KNOWN_HOSTS = 256;

export function tenantMiddleware(hostMap: Record<string, string>): RequestHandler {
  // Every request of a site carries the same few Host values: the answer for each is remembered rather
  // than split and looked up again per request (issue 17). The tenants are fixed at start-up.
  const known = new Map<string, TenantDto>();
  return (req, _res, next) => {
    const host = req.headers.host ?? '';
    let tenant = known.get(host);
    if (!tenant) {
      tenant = resolveTenant(host, hostMap);
      if (known.size >= KNOWN_HOSTS) known.clear();
      known.set(host, tenant);
    }
    req.tenant = tenant;
    next();
  };
}
