import type { TenantDto } from '@app/shared';

/** A simple lettermark, so every variant has a logo and favicon without shipping image files. */
function lettermark(letters: string, color: string, fg = '#ffffff'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="41" font-family="Helvetica,Arial,sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${fg}">${letters}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function tenant(t: Omit<TenantDto, 'logo' | 'icon'> & { letters: string }): TenantDto {
  const { letters, ...rest } = t;
  const mark = lettermark(letters, t.themeColor);
  return { ...rest, logo: mark, icon: mark };
}

/** The main brand and the four white-label partners of spec section 1. */
export const TENANTS: readonly TenantDto[] = [
  tenant({
    product: 'sat',
    letters: 'SP',
    themeColor: '#1f5fbf',
    image: '',
    name: 'Summit Prep',
    tabName: 'Summit Prep · SAT Practice',
    examName: 'SAT',
    email: 'support@summitprep.example',
    isCompany: false,
    isDarkBackground: false,
    backgroundColor: '#f5f7fb',
    linkArr: [],
    externalHome: null,
    isMainBrand: true,
  }),
  tenant({
    product: 'edu',
    letters: 'BP',
    themeColor: '#0f8a6a',
    image: '',
    name: 'Bright Path Education Centre',
    tabName: 'Bright Path · Practice Tests',
    examName: 'SAT',
    email: 'hello@brightpath.example',
    isCompany: false,
    isDarkBackground: false,
    backgroundColor: '#f3faf7',
    linkArr: [
      { label: 'Home', url: 'https://brightpath.example/' },
      { label: 'Courses', url: 'https://brightpath.example/courses' },
    ],
    externalHome: 'https://brightpath.example/',
    isMainBrand: false,
  }),
  tenant({
    product: 'corp',
    letters: 'AL',
    themeColor: '#5b3cc4',
    image: '',
    name: 'Apex Learning for Business',
    tabName: 'Apex Learning · Assessments',
    examName: 'SAT',
    email: 'training@apexlearning.example',
    isCompany: true,
    isDarkBackground: true,
    backgroundColor: '#1c1733',
    linkArr: [{ label: 'Portal', url: 'https://apexlearning.example/portal' }],
    externalHome: 'https://apexlearning.example/',
    isMainBrand: false,
  }),
  tenant({
    product: 'school',
    letters: 'MR',
    themeColor: '#b23a48',
    image: '',
    name: 'Maple Ridge High School',
    tabName: 'Maple Ridge · SAT Practice',
    examName: 'SAT',
    email: 'counseling@mapleridge.example',
    isCompany: false,
    isDarkBackground: false,
    backgroundColor: '#fbf5f6',
    linkArr: [{ label: 'School site', url: 'https://mapleridge.example/' }],
    externalHome: 'https://mapleridge.example/',
    isMainBrand: false,
  }),
  tenant({
    product: 'tutor',
    letters: 'LT',
    themeColor: '#d9822b',
    image: '',
    name: 'Lumen Tutoring',
    tabName: 'Lumen Tutoring · SAT',
    examName: 'SAT',
    email: 'team@lumentutoring.example',
    isCompany: false,
    isDarkBackground: false,
    backgroundColor: '#fdf8f2',
    linkArr: [{ label: 'Lumen Tutoring', url: 'https://lumentutoring.example/' }],
    externalHome: 'https://lumentutoring.example/',
    isMainBrand: false,
  }),
];

export const MAIN_TENANT = TENANTS[0];
