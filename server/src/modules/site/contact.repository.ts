import type { DataSource } from 'typeorm';
import type { ContactMessageDto, ContactStatus } from '@app/shared';
import type { Page } from '../../lib/pagination';
import { queryRows } from '../../lib/sql';

export interface NewContactMessage {
  tenant: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  course: string | null;
  locale: string;
}

const COLUMNS = `id, tenant, name, email, phone, message, course, locale, created_at AS "createdAt", read_at AS "readAt", replied_at AS "repliedAt"`;

interface Row extends NewContactMessage {
  id: number;
  createdAt: Date;
  readAt: Date | null;
  repliedAt: Date | null;
}

const toDto = (r: Row): ContactMessageDto => ({
  id: r.id,
  tenant: r.tenant,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  course: r.course,
  locale: r.locale,
  created_at: r.createdAt.toISOString(),
  read: r.readAt !== null,
  replied_at: r.repliedAt ? r.repliedAt.toISOString() : null,
});

/** The contact form's messages: the only writer of contact_messages. */
export function contactRepository(ds: DataSource) {
  return {
    async insert(m: NewContactMessage): Promise<number> {
      const [row]: { id: number }[] = await ds.query(
        `INSERT INTO contact_messages (tenant, name, email, phone, message, course, locale) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [m.tenant, m.name, m.email, m.phone, m.message, m.course, m.locale],
      );
      return row.id;
    },

    async page(status: ContactStatus | undefined, page: Page): Promise<{ data: ContactMessageDto[]; total: number; unread: number }> {
      const where = status === 'unread' ? 'WHERE read_at IS NULL' : status === 'read' ? 'WHERE read_at IS NOT NULL' : '';
      const rows: Row[] = await ds.query(`SELECT ${COLUMNS} FROM contact_messages ${where} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`, [
        page.perPage,
        page.offset,
      ]);
      const [counts]: { total: number; unread: number }[] = await ds.query(
        `SELECT (SELECT count(*) FROM contact_messages ${where})::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM contact_messages`,
      );
      return { data: rows.map(toDto), total: counts.total, unread: counts.unread };
    },

    async find(id: number): Promise<ContactMessageDto | undefined> {
      const rows: Row[] = await ds.query(`SELECT ${COLUMNS} FROM contact_messages WHERE id = $1`, [id]);
      return rows[0] && toDto(rows[0]);
    },

    async setRead(id: number, read: boolean): Promise<ContactMessageDto | undefined> {
      const rows = await queryRows<Row>(
        ds,
        `UPDATE contact_messages SET read_at = CASE WHEN $2 THEN coalesce(read_at, now()) ELSE NULL END WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, read],
      );
      return rows[0] && toDto(rows[0]);
    },

    async markReplied(id: number): Promise<ContactMessageDto | undefined> {
      const rows = await queryRows<Row>(
        ds,
        `UPDATE contact_messages SET replied_at = now(), read_at = coalesce(read_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`,
        [id],
      );
      return rows[0] && toDto(rows[0]);
    },
  };
}
