import type { DataSource, EntityManager } from 'typeorm';
import { User } from './user.entity';

/** Lookups by the identifiers people type: case-insensitive username, lower-cased e-mail. */
export function usersRepository(db: DataSource | EntityManager) {
  const repo = db.getRepository(User);
  return {
    repo,
    findById: (id: number) => repo.findOne({ where: { id } }),
    findByEmail: (email: string) => repo.findOne({ where: { email: email.toLowerCase() } }),
    findByUsername: (username: string) => repo.createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username }).getOne(),
    /** The stored hash is never selected by default; only login asks for it. */
    findWithPasswordHash: (where: { email: string } | { username: string }) => {
      const qb = repo.createQueryBuilder('u').addSelect('u.passwordHash');
      return 'email' in where
        ? qb.where('u.email = :email', { email: where.email.toLowerCase() }).getOne()
        : qb.where('lower(u.username) = lower(:username)', { username: where.username }).getOne();
    },
    usernameTaken: async (username: string) =>
      (await repo.createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username }).getCount()) > 0,
    emailTaken: async (email: string) => (await repo.count({ where: { email: email.toLowerCase() } })) > 0,
  };
}
