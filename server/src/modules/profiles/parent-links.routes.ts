import { Router, type RequestHandler } from 'express';
import { body, param } from 'express-validator';
import { Role } from '@app/shared';
import { currentUser, requireRole } from '../../auth/require-auth';
import { idField, idParam, oneValue } from '../../lib/rules';
import { input, validate } from '../../lib/validate';
import type { ParentLinksService, SignedAnswer } from './parent-links.service';

const ACTIONS = ['confirm', 'decline'] as const;

const answerRules = [idParam('parentId'), param('action').isIn(ACTIONS).withMessage('validation.parent_link.action')];
const signedAnswerRules = [
  idField('parent_id'),
  idField('student_id'),
  oneValue(body('expires').exists().withMessage('validation.link').bail(), 'validation.link')
    .isInt({ min: 0, max: 2 ** 31 })
    .withMessage('validation.link')
    .bail()
    .toInt(),
  oneValue(body('signature').exists().withMessage('validation.link').bail(), 'validation.link')
    .isString()
    .matches(/^[a-f0-9]{64}$/)
    .withMessage('validation.link'),
  oneValue(body('accept').exists().withMessage('validation.required').bail(), 'validation.boolean')
    .isBoolean({ strict: true })
    .withMessage('validation.boolean')
    .bail()
    .toBoolean(true),
];

/** The student's side of a parent's request: the prompt's list and answers, and the mailed link's answer. */
export function parentLinksRouter(links: ParentLinksService, requireAuth: RequestHandler): Router {
  const r = Router();
  const student = [requireAuth, requireRole(Role.Student)];
  r.get('/parent-links', ...student, (async (req, res) => {
    res.json({ data: await links.pending(currentUser(req).id) });
  }) as RequestHandler);
  r.post('/parent-links/answer', validate(signedAnswerRules), (async (req, res) => {
    await links.answerSigned(input<SignedAnswer>(req));
    res.status(204).end();
  }) as RequestHandler);
  r.post('/parent-links/:parentId/:action', ...student, validate(answerRules), (async (req, res) => {
    const { parentId, action } = input<{ parentId: number; action: (typeof ACTIONS)[number] }>(req);
    await links.answer(parentId, currentUser(req).id, action === 'confirm');
    res.status(204).end();
  }) as RequestHandler);
  return r;
}
