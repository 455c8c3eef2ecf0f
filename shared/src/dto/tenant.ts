/** Theme fields of a white-label variant (spec section 1). */
export interface TenantLink {
  label: string;
  url: string;
}
export interface TenantDto {
  product: string;
  themeColor: string;
  logo: string;
  image: string;
  icon: string;
  name: string;
  tabName: string;
  examName: string;
  email: string;
  isCompany: boolean;
  isDarkBackground: boolean;
  backgroundColor: string;
  linkArr: TenantLink[];
  /** Partner variants link their header to their own site; null for the main brand. */
  externalHome: string | null;
  isMainBrand: boolean;
}
