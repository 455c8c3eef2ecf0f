/** Request shapes of the video-classes routes, with @app/shared's VIDEO_LIMITS. */
import { body, query, type ValidationChain } from 'express-validator';
import { VIDEO_ACCESS, VIDEO_LIMITS as L, VIDEO_SOURCES } from '@app/shared';
import { idField, idParam, intField, nullable, oneOf, oneValue, optionalText, requiredText } from '../../lib/rules';

export const lessonIdRules = [idParam('lessonId')];

/** A lesson, whole (PUT replaces it): the cross-field rules (access and its course or class, the link of its kind, chapters) are the service's. */
export const lessonRules = (withId: boolean): ValidationChain[] => [
  ...(withId ? lessonIdRules : []),
  requiredText('title', L.titleMax),
  optionalText('description', L.descriptionMax),
  oneOf('access', VIDEO_ACCESS, 'videoApi.validation.access'),
  idField('course_id', { required: false, nullable: true }),
  idField('class_id', { required: false, nullable: true }),
  oneOf('source_kind', VIDEO_SOURCES, 'videoApi.validation.sourceKind'),
  optionalText('source_url', L.urlMax),
  intField(nullable('duration_seconds'), 1, L.secondsMax, 'videoApi.validation.seconds'),
  body('chapters').optional().isArray({ max: L.chaptersMax }).withMessage('videoApi.validation.chapters'),
  body('chapters.*').isObject({ strict: true }).withMessage('videoApi.validation.chapters'),
  requiredText('chapters.*.title', L.chapterTitleMax),
  intField(body('chapters.*.start_seconds'), 0, L.secondsMax, 'videoApi.validation.seconds'),
];

export const progressRules = [
  idParam('lessonId'),
  intField(body('position_seconds').exists().withMessage('validation.required').bail(), 0, L.secondsMax, 'videoApi.validation.seconds'),
  intField(body('duration_seconds').exists().withMessage('validation.required').bail(), 1, L.secondsMax, 'videoApi.validation.seconds'),
];

/** The signed stream link: its expiry (epoch seconds), viewer and signature; the service checks them. */
export const streamRules = [
  idParam('lessonId'),
  intField(query('expires').exists().withMessage('validation.required').bail(), 1, 2 ** 31 - 1, 'videoApi.validation.signature'),
  intField(query('viewer').exists().withMessage('validation.required').bail(), 1, 2 ** 31 - 1, 'videoApi.validation.signature'),
  oneValue(query('sig').exists().withMessage('validation.required').bail(), 'videoApi.validation.signature')
    .isString()
    .matches(/^[0-9a-f]{64}$/)
    .withMessage('videoApi.validation.signature'),
];
