/** The account schemas every module's operations refer to. */
import { ALL_ROLES } from '@app/shared';
import { arr, int, obj, oneOfStr, str, type OpenApiPart } from '../../lib/openapi';

export const usersOpenApi: OpenApiPart = {
  paths: {},
  schemas: {
    User: obj({
      id: int(),
      first_name: str(),
      last_name: str(),
      email: str(),
      username: str(),
      email_verified_at: str({ nullable: true, format: 'date-time' }),
      all_roles: arr(oneOfStr(ALL_ROLES)),
      lang: str(),
      timezone: str(),
      pro_expired_at: str({ nullable: true }),
      taken_unlimited_expire_at: str({ nullable: true }),
      balance: int(),
    }),
    PublicUser: obj({ id: int(), username: str(), first_name: str(), last_name: str(), all_roles: arr(str()) }),
  },
};
