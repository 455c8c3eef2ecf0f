import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { QuestionLabel } from './chart-data';
import { analysisMessages as m } from './messages';

/** "M1 Q3": a question by its module and number, as charts and the detail table name it. */
export function useQuestionLabel(): QuestionLabel {
  const intl = useIntl();
  return useCallback((q) => intl.formatMessage(m.question, { module: q.modulePosition, number: q.number }), [intl]);
}
