import { Router } from 'express';
import type { DataSource } from 'typeorm';

export function healthRouter(ds: DataSource): Router {
  const r = Router();
  r.get('/health', async (_req, res) => {
    await ds.query('SELECT 1');
    res.json({ status: 'ok' });
  });
  return r;
}
