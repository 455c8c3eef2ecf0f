import bcrypt from 'bcrypt';

/** bcrypt, async so hashing never blocks the event loop. Cost 10 keeps a login under ~60 ms on one core. */
export const BCRYPT_COST = 10;

export const hashPassword = (plain: string) => bcrypt.hash(plain, BCRYPT_COST);

/** A constant-time compare; a missing hash still costs a bcrypt round so timing does not reveal which users exist. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);
export const verifyPassword = (plain: string, hash: string | null) => bcrypt.compare(plain, hash ?? DUMMY_HASH).then((ok) => ok && hash !== null);
