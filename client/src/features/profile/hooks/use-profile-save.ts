import type { ProfileDto } from '@app/shared';
import { formMessages } from '../../../components/form/messages';
import { useSubmit } from '../../../components/form/use-submit';
import { useStores } from '../../../stores/store-context';

/** Saving a profile tab: field errors to the form, a 'Changes saved' toast, the new profile to the page. */
export function useProfileSave(setErrors: (e: Record<string, string>) => void, onSaved: (profile: ProfileDto) => void) {
  const { ui } = useStores();
  const { submitting, formError, run } = useSubmit(setErrors);
  const save = (call: () => Promise<ProfileDto>) =>
    run(async () => {
      const profile = await call();
      onSaved(profile);
      ui.toast(formMessages.saved, 'success');
    });
  return { submitting, formError, save };
}
