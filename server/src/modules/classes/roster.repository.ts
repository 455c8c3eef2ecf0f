/**
 * The roster read (GET /classes/{id}/roster), as the RosterDto's JSON written by PostgreSQL in the statement
 * that checks the caller's standing (readClass): 200 students with their e-mail, status and join date were
 * most of the request's work as rows parsed into objects and stringified again (docs/classes.md, Bench).
 */
import { isoSql, jsonListSql } from '../../lib/sql-json';
import type { ClassRead } from './class-access';
import { USER_REF_DTO } from './classes.repository';

const students = `SELECT ${jsonListSql('row_to_json(j)', 's.status, lower(u.last_name), lower(u.first_name), u.id')}
  FROM class_students s JOIN users u ON u.id = s.user_id
 CROSS JOIN LATERAL (SELECT ${USER_REF_DTO('u')}, u.email, s.status, ${isoSql('s.joined_at')} AS joined_at) j
 WHERE s.class_id = c.id`;

// The owner, then co-teachers as they were added.
const teachers = `SELECT ${jsonListSql('row_to_json(j)', 't.added_at, u.id')}
  FROM class_teachers t JOIN users u ON u.id = t.user_id
 CROSS JOIN LATERAL (SELECT ${USER_REF_DTO('u')}) j
 WHERE t.class_id = c.id`;

// Addresses invited that have not joined yet, newest first.
const invitations = `SELECT ${jsonListSql('row_to_json(j)', 'i.created_at DESC, i.email')}
  FROM class_invitations i CROSS JOIN LATERAL (SELECT i.email, ${isoSql('i.created_at')} AS invited_at) j
 WHERE i.class_id = c.id AND i.accepted_at IS NULL`;

/** One column, `body`: the RosterDto as JSON text. */
export const ROSTER_READ: ClassRead = {
  name: 'class-roster',
  select: `SELECT '{"class_id":' || c.id || ',"capacity":' || c.capacity
    || ',"seats_left":' || GREATEST(0, c.capacity - (SELECT count(*) FROM class_students a WHERE a.class_id = c.id AND a.status = 'active'))
    || ',"owner":' || (SELECT row_to_json(j)::text FROM users u CROSS JOIN LATERAL (SELECT ${USER_REF_DTO('u')}) j WHERE u.id = c.owner_id)
    || ',"teachers":' || (${teachers})
    || ',"students":' || (${students})
    || ',"invitations":' || (${invitations}) || '}' AS body`,
};
