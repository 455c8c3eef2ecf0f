import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PagedDto } from '@app/shared';
import { useStores } from '../../stores/store-context';
import type { FieldSpec, ListFilters, listParams } from './list-params';

type Spec<S extends Record<string, FieldSpec>> = ReturnType<typeof listParams<S>>;

/** What a page gets from `useUrlList`: its filters, the fetched page and the ways to change either. */
export interface UrlList<F extends { page: number }, T> {
  filters: F;
  result: PagedDto<T> | null;
  failed: boolean;
  apply: (next: F) => void;
  change: (patch: Partial<F>) => void;
  clear: () => void;
  /** Some filter besides the page is set. */
  filtered: boolean;
  reload: () => void;
}

/**
 * A paged list whose filters live in the URL: reads them, fetches the page (a newer request aborts
 * the older one), and writes filter changes back, going to page 1 whenever a filter changes.
 */
export function useUrlList<S extends Record<string, FieldSpec>, T>(
  spec: Spec<S>,
  fetchPage: (query: Record<string, string | number>, signal: AbortSignal) => Promise<PagedDto<T>>,
): UrlList<ListFilters<S>, T> {
  const { ui } = useStores();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => spec.fromParams(params), [spec, params]);
  const key = spec.toParams(filters).toString();
  const [result, setResult] = useState<PagedDto<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    fetchPage(spec.toQuery(spec.fromParams(new URLSearchParams(key))), controller.signal)
      .then(setResult)
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        ui.handleError(e);
      });
    return () => controller.abort();
    // `fetchPage` is a new closure every render; the URL key says when the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, ui]);

  const apply = (next: ListFilters<S>) => setParams(spec.toParams(next), { replace: true });
  return {
    filters,
    result,
    failed,
    apply,
    change: (patch: Partial<ListFilters<S>>) => apply({ ...filters, ...patch, page: 1 }),
    clear: () => apply(spec.empty),
    filtered: [...new URLSearchParams(key).keys()].some((k) => k !== 'page'),
    reload: () => setRound((n) => n + 1),
  };
}
