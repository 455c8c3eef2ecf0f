import { Router } from 'express';

export function tenantsRouter(): Router {
  const router = Router();
  router.get('/tenant', (req, res) => {
    res.json(req.tenant);
  });
  return router;
}
