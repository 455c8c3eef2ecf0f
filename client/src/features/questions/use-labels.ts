import { useEffect, useState } from 'react';
import type { LabelDto } from '@app/shared';
import { useStores } from '../../stores/store-context';
import { labelsApi } from './api';

/** The question labels, for pickers and filters: empty until loaded, and a failure goes through the usual error handling. */
export function useLabels(): LabelDto[] {
  const { api, ui } = useStores();
  const [labels, setLabels] = useState<LabelDto[]>([]);
  useEffect(() => {
    labelsApi(api)
      .list()
      .then(setLabels)
      .catch((e: unknown) => ui.handleError(e));
  }, [api, ui]);
  return labels;
}
