import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { fromRoot } from '../../lib/paths';
import { bindingController } from '../binding/binding.controller';
import { bindingRouter } from '../binding/binding.routes';
import { bindingService } from '../binding/binding.service';
import { imagesController } from '../images/images.controller';
import { imagesRouter } from '../images/images.routes';
import { imagesService } from '../images/images.service';
import { parentsService } from './parents.service';
import { profilesController } from './profiles.controller';
import { profilesRouter } from './profiles.routes';
import { profilesService } from './profiles.service';

/** Profiles, the binding forms that create them, and the images used as avatars: one router for all three. */
export function profilesModule(ctx: AppContext, requireAuth: RequestHandler): { router: Router } {
  const profiles = profilesService(ctx.ds);
  const parents = parentsService(ctx.ds);
  const binding = bindingService({ ds: ctx.ds, loadProfile: profiles.load });
  const images = imagesService({ ds: ctx.ds, dir: fromRoot(ctx.config.uploadDir), logger: ctx.logger });

  const router = Router();
  router.use(profilesRouter(profilesController({ profiles, parents }), requireAuth));
  router.use(bindingRouter(bindingController(binding), requireAuth));
  router.use(imagesRouter(imagesController(images), requireAuth));
  return { router };
}
