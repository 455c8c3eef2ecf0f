import { Router, type RequestHandler } from 'express';
import { validate } from '../../lib/validate';
import { imageUpload } from './image-upload';
import type { ImagesController } from './images.controller';
import * as rules from './images.validators';

export function imagesRouter(c: ImagesController, requireAuth: RequestHandler): Router {
  const r = Router();
  // Login before parsing: an anonymous caller never gets to stream 20 MB into memory.
  r.post('/image', requireAuth, imageUpload(), c.upload);
  r.delete('/image/:id', requireAuth, validate(rules.imageIdRules), c.remove);
  // Public: <img> tags cannot send a bearer token, and the names are unguessable.
  r.get('/uploads/:name', c.serve);
  return r;
}
