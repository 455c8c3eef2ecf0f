import { useCallback, useEffect, useState } from 'react';
import type { StudentGradingDto } from '@app/shared';
import { ApiError } from '../../lib/api-error';
import { useStores } from '../../stores/store-context';
import { teacherGradingApi } from './api';

/** The student's order on an attempt: undefined while loading, null when none was bought (the server's 404). */
export function useStudentGrading(attemptId: number) {
  const { api, ui } = useStores();
  const [order, setOrder] = useState<StudentGradingDto | null | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      setOrder(await teacherGradingApi(api).forAttempt(attemptId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setOrder(null);
      else ui.handleError(error);
    }
  }, [api, ui, attemptId]);

  useEffect(() => {
    void load();
  }, [load]);

  return { order, reload: load };
}
