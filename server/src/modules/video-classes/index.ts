/**
 * Video classes (issue 16): lessons with chapters playing an uploaded file (range requests through the
 * storage port), an HLS stream or a YouTube/Vimeo link; access by free preview, pro, a course or a class;
 * each viewer's position and progress. The contract is @app/shared's video-classes.ts (docs/video-classes.md).
 */
import type { AppModule } from '../../core/app-module';
import type { AppContext } from '../../context';
import { fromRoot } from '../../lib/paths';
import { diskStorage } from '../../lib/storage';
import { videoRoutes, videoRouteTable } from './video-classes.routes';
import { VIDEO_SCHEMAS } from './video-classes.schemas';
import { videoService } from './video-classes.service';

const rows = (ctx: AppContext) =>
  videoRoutes(videoService(ctx.ds, ctx.clock, diskStorage(fromRoot(ctx.config.uploadDir)), ctx.config.jwt.secret), ctx.config.videoMaxBytes);

/** The rows without a live context: only their paths, methods, roles and docs are read. */
const DOC_CTX = { config: { uploadDir: '.data/uploads', jwt: { secret: '' }, videoMaxBytes: 0 } } as unknown as AppContext;

export const videoClassesModule: AppModule = {
  name: 'video-classes',
  router: (ctx, { requireAuth }) => videoRouteTable.buildRouter(rows(ctx), requireAuth),
  openapi: videoRouteTable.buildOpenApi('Video classes', rows(DOC_CTX), VIDEO_SCHEMAS),
};
