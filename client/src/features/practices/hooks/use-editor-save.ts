import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorCode } from '@app/shared';
import { appMessages } from '../../../i18n/app-messages';
import { useSubmit } from '../../../components/form/use-submit';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { actionsMessages } from '../messages';

export type FieldErrors = Record<string, string>;

/**
 * The save of a test editor: the fields' messages (the editor's own checks first, then the server's 422),
 * the running submit and its form-level failure, and the outcome: a "Saved" toast, or a taken title on the
 * title field (each catalog refuses a title another of its tests has).
 */
export function useEditorSave() {
  const { ui } = useStores();
  const intl = useIntl();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, formError, setFormError, run } = useSubmit(setErrors);

  const clearError = useCallback(
    (name: string) =>
      setErrors((prev) => {
        if (!(name in prev)) return prev;
        const next = { ...prev };
        delete next[name];
        return next;
      }),
    [],
  );

  /** Shows `local`'s messages on their fields; when there are none, runs the editor's API call. */
  const save = (local: FieldErrors, call: () => Promise<void>): Promise<boolean> => {
    setErrors(local);
    if (Object.keys(local).length > 0) return Promise.resolve(false);
    return run(
      async () => {
        await call();
        ui.toast(intl.formatMessage(actionsMessages.saved), 'success');
      },
      (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.PRACTICE_EXAM_TITLE_EXISTS) {
          setErrors({ title: intl.formatMessage(appMessages.practiceExamTitleExists) });
          return true;
        }
      },
    );
  };

  return { errors, clearError, submitting, formError, setFormError, save };
}

export type EditorSave = ReturnType<typeof useEditorSave>;
