import type { TenantDto } from '../dto/tenant';
import { hexToRgb, rgbToHex, shade, tint } from './color';

/**
 * Bootstrap 5 compiles its primary colour into component rules, so a tenant's colour is applied
 * by overriding the CSS variables those rules read (buttons, links, nav pills, forms, dropdowns).
 */
export function themeCss(tenant: Pick<TenantDto, 'themeColor' | 'backgroundColor'>): string {
  const rgb = hexToRgb(tenant.themeColor);
  if (!rgb) return '';
  const base = rgbToHex(rgb);
  const hover = rgbToHex(shade(rgb, 0.15));
  const active = rgbToHex(shade(rgb, 0.2));
  const list = rgb.join(', ');
  const bg = hexToRgb(tenant.backgroundColor) ? tenant.backgroundColor : '#f5f7fb';
  return `
:root {
  --bs-primary: ${base};
  --bs-primary-rgb: ${list};
  --bs-primary-text-emphasis: ${rgbToHex(shade(rgb, 0.6))};
  --bs-primary-bg-subtle: ${rgbToHex(tint(rgb, 0.85))};
  --bs-primary-border-subtle: ${rgbToHex(tint(rgb, 0.6))};
  --bs-link-color: ${base};
  --bs-link-color-rgb: ${list};
  --bs-link-hover-color: ${hover};
  --bs-link-hover-color-rgb: ${shade(rgb, 0.15).map(Math.round).join(', ')};
  --app-page-bg: ${bg};
}
.btn-primary {
  --bs-btn-bg: ${base}; --bs-btn-border-color: ${base};
  --bs-btn-hover-bg: ${hover}; --bs-btn-hover-border-color: ${hover};
  --bs-btn-active-bg: ${active}; --bs-btn-active-border-color: ${active};
  --bs-btn-disabled-bg: ${base}; --bs-btn-disabled-border-color: ${base};
  --bs-btn-focus-shadow-rgb: ${list};
}
.btn-outline-primary {
  --bs-btn-color: ${base}; --bs-btn-border-color: ${base};
  --bs-btn-hover-bg: ${base}; --bs-btn-hover-border-color: ${base};
  --bs-btn-active-bg: ${base}; --bs-btn-active-border-color: ${base};
  --bs-btn-disabled-color: ${base}; --bs-btn-disabled-border-color: ${base};
  --bs-btn-focus-shadow-rgb: ${list};
}
.nav-pills { --bs-nav-pills-link-active-bg: ${base}; }
.dropdown-menu { --bs-dropdown-link-active-bg: ${base}; }
.pagination { --bs-pagination-active-bg: ${base}; --bs-pagination-active-border-color: ${base}; }
.form-control:focus, .form-select:focus, .form-check-input:focus {
  border-color: ${rgbToHex(tint(rgb, 0.5))};
  box-shadow: 0 0 0 0.25rem rgba(${list}, 0.25);
}
.form-check-input:checked { background-color: ${base}; border-color: ${base}; }
.btn-check:checked + .btn-outline-primary { background-color: ${base}; border-color: ${base}; }
`;
}
