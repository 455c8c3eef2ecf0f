/** The admins' side of the banner: create, schedule (start and end), edit and retire notifications (spec section 3). */
import { Router, type RequestHandler } from 'express';
import { LOCALES, Role, type AdminNotificationDto, type Locale, type NotificationInput } from '@app/shared';
import type { DataSource } from 'typeorm';
import { requireRole } from '../../auth/require-auth';
import { notFound } from '../../lib/errors';
import { toPage, type PageInput } from '../../lib/pagination';
import { queryRows } from '../../lib/sql';
import { input, validate } from '../../lib/validate';
import * as rules from './notifications.validators';

interface Row {
  id: number;
  type: string;
  startsAt: Date;
  endsAt: Date;
  description: NotificationInput['description'];
  link: NotificationInput['link'];
  state: AdminNotificationDto['state'];
}
const COLUMNS = `id, type, starts_at AS "startsAt", ends_at AS "endsAt", description, link,
  CASE WHEN starts_at > now() THEN 'scheduled' WHEN ends_at > now() THEN 'active' ELSE 'ended' END AS state`;

const toDto = (r: Row): AdminNotificationDto => ({
  id: r.id,
  type: r.type,
  start: r.startsAt.toISOString(),
  end: r.endsAt.toISOString(),
  description: r.description,
  link: r.link,
  state: r.state,
});

/**
 * Only the fields the banner reads are stored. Read from the validated body itself: matchedData rebuilds
 * `link` from its sub-fields' chains even when `link` is null (their checks were skipped, not failed).
 */
const texts = (v: Record<Locale, string>) => Object.fromEntries(LOCALES.map((l) => [l, v[l].trim()])) as Record<Locale, string>;
const clean = (n: NotificationInput) => ({
  type: n.type,
  start: n.start,
  end: n.end,
  description: texts(n.description),
  link: n.link ? { routerName: n.link.routerName, text: texts(n.link.text) } : null,
});

export function notificationsAdminRouter(ds: DataSource, requireAuth: RequestHandler): Router {
  const r = Router();
  const admin = [requireAuth, requireRole(Role.SuperAdmin)];

  r.get('/admin/notifications', ...admin, validate(rules.listRules), async (req, res) => {
    const q = input<PageInput & { state?: string }>(req);
    const page = toPage(q);
    // Personal notices (user_id set: a placement told to its student) are not the site's banner.
    const where = `WHERE user_id IS NULL AND ($3::text IS NULL OR (CASE WHEN starts_at > now() THEN 'scheduled' WHEN ends_at > now() THEN 'active' ELSE 'ended' END) = $3)`;
    const rows: Row[] = await ds.query(`SELECT ${COLUMNS} FROM notifications ${where} ORDER BY starts_at DESC, id DESC LIMIT $1 OFFSET $2`, [
      page.perPage,
      page.offset,
      q.state ?? null,
    ]);
    const [{ total }]: { total: number }[] = await ds.query(
      `SELECT count(*)::int AS total FROM notifications WHERE user_id IS NULL AND ($1::text IS NULL OR (CASE WHEN starts_at > now() THEN 'scheduled' WHEN ends_at > now() THEN 'active' ELSE 'ended' END) = $1)`,
      [q.state ?? null],
    );
    res.json({ data: rows.map(toDto), current_page: page.page, total });
  });

  r.post('/admin/notifications', ...admin, validate(rules.notificationRules), async (req, res) => {
    const n = clean(req.body as NotificationInput);
    const [row]: Row[] = await ds.query(
      `INSERT INTO notifications (type, starts_at, ends_at, description, link) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [n.type, n.start, n.end, JSON.stringify(n.description), n.link ? JSON.stringify(n.link) : null],
    );
    res.status(201).json(toDto(row));
  });

  r.put('/admin/notifications/:id', ...admin, validate(rules.updateRules), async (req, res) => {
    const { id } = input<{ id: number }>(req);
    const n = clean(req.body as NotificationInput);
    const rows = await queryRows<Row>(
      ds,
      `UPDATE notifications SET type = $2, starts_at = $3, ends_at = $4, description = $5, link = $6 WHERE id = $1 AND user_id IS NULL RETURNING ${COLUMNS}`,
      [id, n.type, n.start, n.end, JSON.stringify(n.description), n.link ? JSON.stringify(n.link) : null],
    );
    if (!rows[0]) throw notFound();
    res.json(toDto(rows[0]));
  });

  // Retiring ends a running banner now (kept as history); one that has not started yet is simply removed.
  r.post('/admin/notifications/:id/retire', ...admin, validate(rules.idRules), async (req, res) => {
    const { id } = input<{ id: number }>(req);
    const [found]: { startsAt: Date }[] = await ds.query(`SELECT starts_at AS "startsAt" FROM notifications WHERE id = $1 AND user_id IS NULL`, [id]);
    if (!found) throw notFound();
    if (found.startsAt > new Date()) await ds.query(`DELETE FROM notifications WHERE id = $1`, [id]);
    else
      await ds.query(`UPDATE notifications SET ends_at = least(ends_at, greatest(now(), starts_at + interval '1 millisecond')) WHERE id = $1`, [id]);
    res.status(204).end();
  });
  return r;
}
