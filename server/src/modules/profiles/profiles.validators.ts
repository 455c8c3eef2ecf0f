import { param, query } from 'express-validator';
import { emailField, idParam, langField, pageQuery } from '../../lib/rules';
import { basicRules, nameRules, studentPatchRules, teacherPatchRules } from './profile-rules';

export const idRules = [idParam('id')];
export const usernameParamRules = [
  param('name')
    .matches(/^[A-Za-z0-9_.-]{3,30}$/)
    .withMessage('validation.username.format'),
];

export const basicProfileRules = basicRules();
export const basicProfileByIdRules = [idParam('id'), ...basicRules()];
export const studentProfileRules = studentPatchRules();
export const studentProfileByIdRules = [idParam('id'), ...studentPatchRules()];
export const teacherProfileRules = teacherPatchRules(false);
export const teacherProfileByIdRules = [idParam('id'), ...teacherPatchRules(true)];
export const childProfileRules = [idParam('id'), ...nameRules(), ...studentPatchRules()];

export const teachersRules = pageQuery();
export const studentsRules = [
  query('q').optional().isString().withMessage('validation.string').bail().trim().isLength({ max: 100 }).withMessage('validation.too_long'),
  ...pageQuery(),
];
export const langRules = [langField()];
export const parentSearchRules = [emailField('email', query)];
