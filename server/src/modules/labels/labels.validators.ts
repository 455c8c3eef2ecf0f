import { idParam, requiredText } from '../../lib/rules';

export const LABEL_NAME_MAX = 100;

export const createLabelRules = [requiredText('name', LABEL_NAME_MAX)];
export const updateLabelRules = [idParam('id'), requiredText('name', LABEL_NAME_MAX)];
export const idRules = [idParam('id')];
