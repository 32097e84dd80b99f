import {
  DISPLAY_NAME_MAX_CHARS,
  PROFILE_BIO_MAX_CHARS,
  PROFILE_BIO_MAX_LINES,
} from '../../../contracts/constants';
import type { ProfileView } from '../../app/useProfile';
import { useTranslation } from '../../i18n/useTranslation';
import { DialogForm } from '../../ui/DialogForm';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import * as styles from './ProfilePage.css';

/** The owner's edit of their profile: display name and bio, with the limits shown. */
export function EditProfileDialog({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const draft = view.draft ?? { display_name: '', profile_description: '' };
  return (
    <DialogForm
      open={view.editing}
      title={t('profile.editTitle')}
      busy={view.saving}
      onCancel={view.editCancel}
      onSubmit={view.editSave}
      labels={{
        cancel: t('songActions.cancel'),
        submit: t('profile.save'),
        busy: t('profile.saving'),
      }}
      className={styles.form}
    >
      {view.editError && <p role="alert">{t(`errors.${view.editError}`)}</p>}
      <TextField
        label={t('profile.displayName')}
        value={draft.display_name}
        maxLength={DISPLAY_NAME_MAX_CHARS}
        required
        onChange={(event) => view.editUpdate({ display_name: event.target.value })}
      />
      <TextArea
        label={t('profile.bio')}
        hint={t('profile.bioHint', {
          count: PROFILE_BIO_MAX_CHARS - draft.profile_description.length,
          lines: PROFILE_BIO_MAX_LINES,
        })}
        value={draft.profile_description}
        maxLength={PROFILE_BIO_MAX_CHARS}
        rows={4}
        onChange={(event) => view.editUpdate({ profile_description: event.target.value })}
      />
    </DialogForm>
  );
}
