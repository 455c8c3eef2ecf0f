import type { RequestHandler } from 'express';
import { input } from '../../lib/validate';
import { toLabelDto } from './label.mapper';
import type { LabelsService } from './labels.service';

export function labelsController(labels: LabelsService) {
  return {
    list: (async (_req, res) => {
      res.json((await labels.list()).map(toLabelDto));
    }) as RequestHandler,

    create: (async (req, res) => {
      res.status(201).json(toLabelDto(await labels.create(input<{ name: string }>(req).name)));
    }) as RequestHandler,

    update: (async (req, res) => {
      const { id, name } = input<{ id: number; name: string }>(req);
      res.json(toLabelDto(await labels.rename(id, name)));
    }) as RequestHandler,

    remove: (async (req, res) => {
      await labels.remove(input<{ id: number }>(req).id);
      res.status(204).end();
    }) as RequestHandler,
  };
}
export type LabelsController = ReturnType<typeof labelsController>;
