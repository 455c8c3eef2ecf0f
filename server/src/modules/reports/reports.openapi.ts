/** OpenAPI path of the score report PDF */
import { LOCALES, REPORT_RENDERING_STATUS } from '@app/shared';
import { obj, oneOfStr, op, type OpenApiPart, ref, str } from '../../lib/openapi';

type Schema = Record<string, unknown>;
const error = (description: string): Schema => ({ description, content: { 'application/json': { schema: ref('Error') } } });

const pdf = op({
  tag: 'results',
  summary:
    'The score report PDF (A4) of a finished, graded attempt: for whoever may read its result: taker, admins, teachers or company-admins who see the attempt (404 for others); 402 until the taker unlocked it. Rendered once by a job per language, branding and grading, then served from the store',
  auth: true,
  params: ['attemptId'],
  query: { locale: oneOfStr(LOCALES, { description: "the report's language (default: Accept-Language)" }) },
  errors: [404],
}) as { responses: Record<string, Schema> };

const paths = {
  '/results/{attemptId}/pdf': {
    get: {
      ...pdf,
      responses: {
        ...pdf.responses,
        '200': {
          description: 'The PDF, as an attachment (Content-Disposition with a file name)',
          content: { 'application/pdf': { schema: str({ format: 'binary' }) } },
        },
        '202': {
          description: 'Still rendering after a few seconds: ask again after Retry-After seconds',
          headers: { 'Retry-After': { schema: str() } },
          content: { 'application/json': { schema: obj({ status: oneOfStr([REPORT_RENDERING_STATUS]), message: str() }) } },
        },
        '402': error(
          "print_pdf_forbidden: the report is not unlocked (coins, a plan allowance or pro's free report: POST /score-reports/{attemptId}/unlock)",
        ),
        '409': error('CONFLICT: the result is still being graded'),
      },
    },
  },
};

export const reportsOpenApi: OpenApiPart = { paths };
