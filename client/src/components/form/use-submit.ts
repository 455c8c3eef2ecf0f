import { useCallback, useState } from 'react';
import { errorAction } from '../../lib/error-policy';
import { ApiError } from '../../lib/api-error';
import { useStores } from '../../stores/store-context';

/**
 * Runs a form's API call: per-field messages of a 422 go to the fields, the message of a failure
 * shows above the submit button, and redirects or the refresh notice go through the central handling.
 */
export function useSubmit(setFieldErrors: (errors: Record<string, string>) => void) {
  const { ui } = useStores();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const run = useCallback(
    async (call: () => Promise<void>, onError?: (error: unknown) => boolean | void): Promise<boolean> => {
      setSubmitting(true);
      setFormError(null);
      try {
        await call();
        return true;
      } catch (error) {
        if (onError?.(error) === true) return false;
        if (error instanceof ApiError && error.errors) setFieldErrors(error.fieldMessages());
        const action = errorAction(error);
        if (action.kind === 'message') setFormError(ui.describe(action));
        else ui.apply(action);
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [setFieldErrors, ui],
  );

  return { submitting, formError, setFormError, run };
}
