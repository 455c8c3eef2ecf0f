/**
 * Accounts: the users table's one writer (userAccounts), the one row model (AccountUser), the account's
 * DTOs and password hashing. Other modules change users only through userAccounts.
 */
import type { AppModule } from '../../core/app-module';
import { usersOpenApi } from './users.openapi';

export type { AccountUser } from '../../auth/account';
export { userAccounts, type NewAccount, type ProfileFields, type PublicUser, type UserAccounts } from './users.repository';
export { toPublicUserDto, toUserDto } from './user.mapper';
export { hashPassword, verifyPassword } from './passwords';

/** No routes of its own: auth, profiles and the admin screens serve accounts. */
export const usersModule: AppModule = { name: 'users', openapi: usersOpenApi };
