/** The QTI routes as rows of the route table (lib/route-table.ts), paths from @app/shared's QTI_ROUTES. */
import type { Request } from 'express';
import multer from 'multer';
import { ErrorCode, QTI_FILE_FIELD, QTI_LIMITS, QTI_ROUTES, Role, type QtiRouteName } from '@app/shared';
import type { RequestHandler } from 'express';
import { currentUser } from '../../auth/require-auth';
import { AppError, fieldError } from '../../lib/errors';
import { int, obj, str } from '../../lib/openapi';
import { handle, routeTable, type RouteRow } from '../../lib/route-table';
import { idParam } from '../../lib/rules';
import { input } from '../../lib/validate';
import type { QtiService } from './qti.service';

export const qtiRouteTable = routeTable(QTI_ROUTES);
type Row = RouteRow<QtiRouteName>;

/** Authors: the roles that write practices. */
const AUTHORS = [Role.Teacher, Role.CompanyAdmin, Role.Admin];

/** The package into memory, at most QTI_LIMITS.packageMaxBytes (a larger one: multer's LIMIT_FILE_SIZE, answered 413). */
function packageUpload(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: QTI_LIMITS.packageMaxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  }).single(QTI_FILE_FIELD);
  return (req, res, next) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(err);
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return next(fieldError({ file: 'qtiApi.invalid.field' }));
      }
      next(new AppError(ErrorCode.BAD_REQUEST));
    });
  };
}

export function qtiRoutes(s: QtiService): Row[] {
  return [
    {
      name: 'exportPractice',
      method: 'get',
      roles: AUTHORS,
      rules: [idParam('practiceId')],
      handler: async (req, res) => {
        const out = await s.exportPractice(currentUser(req), input<{ practiceId: number }>(req).practiceId);
        res.type('application/zip').attachment(out.fileName).send(Buffer.from(out.data));
      },
      doc: {
        summary:
          'The practice as an IMS QTI 3.0 content package (zip: imsmanifest.xml, the assessment test, an item per question, a shared stimulus per passage); its author or an admin',
        ok: { schema: str({ format: 'binary' }) },
      },
    },
    {
      name: 'importPackage',
      method: 'post',
      roles: AUTHORS,
      before: [packageUpload()],
      rules: [],
      handler: handle((req) => s.importPackage(currentUser(req), (req as Request & { file?: { buffer: Buffer } }).file?.buffer), 201),
      doc: {
        summary: `Imports a QTI 3.0 package (multipart \`file\`, at most ${QTI_LIMITS.packageMaxBytes} bytes) as a new draft practice of the caller; a package that does not validate answers 422 with the reason`,
        multipart: obj({ file: str({ format: 'binary' }) }, ['file']),
        ok: {
          status: 201,
          schema: obj({ practice_id: int(), title: str(), question_count: int(), passages_created: int(), passages_reused: int() }),
        },
        errors: [409, 413, 422],
      },
    },
  ];
}
