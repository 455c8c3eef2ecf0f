/**
 * The tenant's branding as the PDF can draw it. pdfkit embeds PNG and JPEG only; the variants' logos are
 * SVG lettermarks (tenants.config.ts), so those are redrawn as a rounded square with the same letters.
 */
import type { TenantDto } from '@app/shared';

export interface ReportTheme {
  name: string;
  /** #rrggbb. */
  color: string;
  /** The lettermark's letters, drawn when there is no raster logo. */
  letters: string;
  /** A PNG or JPEG logo, when the tenant has one. */
  logo: Buffer | null;
}

const RASTER_DATA_URL = /^data:image\/(png|jpe?g);base64,(.+)$/i;
const SVG_DATA_URL = /^data:image\/svg\+xml;base64,(.+)$/i;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const FALLBACK_COLOR = '#1f5fbf';

function rasterLogo(...urls: string[]): Buffer | null {
  for (const url of urls) {
    const m = RASTER_DATA_URL.exec(url ?? '');
    if (m) return Buffer.from(m[2], 'base64');
  }
  return null;
}

/** The letters of an SVG lettermark (its <text>), else the initials of the first two words of the name. */
function lettersOf(tenant: TenantDto): string {
  const svg = SVG_DATA_URL.exec(tenant.logo ?? '');
  const text = svg ? /<text[^>]*>([^<]{1,3})<\/text>/.exec(Buffer.from(svg[1], 'base64').toString('utf8')) : null;
  if (text) return text[1];
  const initials = tenant.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase());
  return initials.join('') || '?';
}

export function reportTheme(tenant: TenantDto): ReportTheme {
  return {
    name: tenant.name,
    color: HEX_COLOR.test(tenant.themeColor) ? tenant.themeColor : FALLBACK_COLOR,
    letters: lettersOf(tenant),
    logo: rasterLogo(tenant.image, tenant.logo),
  };
}
