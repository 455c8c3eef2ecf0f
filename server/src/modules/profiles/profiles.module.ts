import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';

export function profilesModule(_ctx: AppContext, _requireAuth: RequestHandler): { router: Router } {
  return { router: Router() };
}
