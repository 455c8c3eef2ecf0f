import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { pingDatabase } from './health.repository';

export function healthRouter(ds: DataSource): Router {
  const r = Router();
  r.get('/health', async (_req, res) => {
    await pingDatabase(ds);
    res.json({ status: 'ok' });
  });
  return r;
}
