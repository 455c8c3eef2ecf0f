import { useMemo } from 'react';
import { useStores } from '../../../stores/store-context';
import { resultsApi } from '../api';

/** The results calls over the app's API client, stable for the page's lifetime (hooks depend on it). */
export function useResultsApi() {
  const { api } = useStores();
  return useMemo(() => resultsApi(api), [api]);
}
