import { idParam } from '../../lib/rules';

export const imageIdRules = [idParam('id')];
