import type { RequestHandler } from 'express';
import { currentUser } from '../../auth/require-auth';
import { notFound } from '../../lib/errors';
import { input } from '../../lib/validate';
import { toImageDto } from './image.mapper';
import type { ImagesService } from './images.service';

/** Stored names are random and never reused, so a served file never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function imagesController(images: ImagesService) {
  return {
    upload: (async (req, res) => {
      res.status(201).json(toImageDto(await images.upload(currentUser(req), req.file)));
    }) as RequestHandler,

    serve: (async (req, res, next) => {
      const file = await images.find(String(req.params.name));
      // The type recorded from the magic bytes, never guessed again from the name; browsers must not sniff.
      res.set({ 'Content-Type': file.mime, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': IMMUTABLE, 'Content-Disposition': 'inline' });
      // With `root`, the dotfile rule applies to the name only, not to folders such as the default `.data/uploads`.
      res.sendFile(file.name, { root: file.dir, dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) next(notFound());
      });
    }) as RequestHandler,

    remove: (async (req, res) => {
      await images.remove(currentUser(req), input<{ id: number }>(req).id);
      res.status(204).end();
    }) as RequestHandler,
  };
}
export type ImagesController = ReturnType<typeof imagesController>;
