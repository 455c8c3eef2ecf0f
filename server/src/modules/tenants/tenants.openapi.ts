/** OpenAPI part of the tenants module: the white-label variant. */
import { arr, bool, obj, op, ref, str, type OpenApiPart } from '../../lib/openapi';

export const tenantsOpenApi: OpenApiPart = {
  paths: {
    '/tenant': { get: op({ tag: 'System', summary: 'The white-label variant chosen from the Host header', ok: { schema: ref('Tenant') } }) },
  },
  schemas: {
    Tenant: obj({
      product: str(),
      themeColor: str(),
      logo: str(),
      image: str(),
      icon: str(),
      name: str(),
      tabName: str(),
      examName: str(),
      email: str(),
      isCompany: bool(),
      isDarkBackground: bool(),
      backgroundColor: str(),
      linkArr: arr(obj({ label: str(), url: str() })),
      externalHome: str({ nullable: true }),
      isMainBrand: bool(),
    }),
  },
};
