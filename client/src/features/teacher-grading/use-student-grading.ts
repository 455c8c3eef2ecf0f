import { useCallback, useEffect, useState } from 'react';
import type { StudentGradingDto } from '@app/shared';
import { useStores } from '../../stores/store-context';
import { teacherGradingApi } from './api';

/**
 * The student's order on an attempt: undefined while loading, null when none was bought. Load it once per
 * page and hand it down: the feedback view and the order panel read the same answer.
 */
export function useStudentGrading(attemptId: number) {
  const { api, ui } = useStores();
  const [order, setOrder] = useState<StudentGradingDto | null | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      setOrder(await teacherGradingApi(api).forAttempt(attemptId));
    } catch (error) {
      ui.handleError(error);
    }
  }, [api, ui, attemptId]);

  useEffect(() => {
    void load();
  }, [load]);

  return { order, reload: load };
}
