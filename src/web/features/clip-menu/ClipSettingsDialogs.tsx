import { useId, type ChangeEvent } from 'react';
import {
  FEEDBACK_REASONS,
  REPORT_REASONS,
} from '../../../../machines/clipMenu/clipSettings.fields';
import type { Clip } from '../../../contracts/clip';
import { CLIP_COVER_MAX_BYTES, TITLE_MAX_CHARS } from '../../../contracts/constants';
import type { ClipMenuState } from '../../app/useClipMenu';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Switch } from '../../ui/Switch';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { lazyComponent } from '../../ui/lazy';
import { TaskDialog } from '../song/TaskDialog';
import * as styles from './ClipMenu.css';

const VideoCoverField = lazyComponent(
  async () => (await import('./VideoCoverField')).VideoCoverField,
);

/**
 * The clip menu's modals (spec 000 §2): publish/unpublish, the song editor, remix permission,
 * the copyright warning and flag, feedback. Each shows while its machine state does.
 */
export function ClipSettingsDialogs({ clip, menu }: { clip: Clip; menu: ClipMenuState }) {
  const { t } = useTranslation();
  const coverId = useId();
  const { fields, dialog, saving, error } = menu;
  if (!fields) return null;
  const common = {
    busy: saving,
    busyLabel: t('clipMenu.saving'),
    error,
    onSubmit: menu.submit,
    onCancel: menu.cancel,
  };
  const title = clip.title;
  const editor = fields.editor;
  const readCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // The server checks the bytes and the size too; a larger file is refused there as well.
    if (file.size > CLIP_COVER_MAX_BYTES) {
      menu.update({ dialog: 'editor', patch: { image: 'data:image/png;base64,' } });
      return;
    }
    const reader = new FileReader();
    reader.onload = () =>
      menu.update({
        dialog: 'editor',
        patch: { image: String(reader.result), removeImage: false },
      });
    reader.readAsDataURL(file);
  };
  return (
    <>
      <TaskDialog
        {...common}
        open={dialog === 'publish'}
        title={t(clip.is_public ? 'clipMenu.unpublishTitle' : 'clipMenu.publishTitle', { title })}
        submitLabel={t(clip.is_public ? 'clipMenu.unpublishConfirm' : 'clipMenu.publishConfirm')}
      >
        <p>{t(clip.is_public ? 'clipMenu.unpublishBody' : 'clipMenu.publishBody')}</p>
      </TaskDialog>

      <TaskDialog
        {...common}
        open={dialog === 'editor'}
        title={t('clipMenu.editorTitle', { title })}
        submitLabel={t('clipMenu.save')}
      >
        <TextField
          label={t('clipMenu.title')}
          hint={t('clipMenu.titleHint', { max: TITLE_MAX_CHARS })}
          value={editor.title}
          onChange={(event) =>
            menu.update({ dialog: 'editor', patch: { title: event.target.value } })
          }
        />
        <TextArea
          label={t('clipMenu.lyrics')}
          rows={6}
          value={editor.lyrics}
          onChange={(event) =>
            menu.update({ dialog: 'editor', patch: { lyrics: event.target.value } })
          }
        />
        <TextArea
          label={t('clipMenu.caption')}
          hint={t('clipMenu.captionHint')}
          rows={2}
          value={editor.caption}
          onChange={(event) =>
            menu.update({ dialog: 'editor', patch: { caption: event.target.value } })
          }
        />
        <div>
          <label htmlFor={coverId}>{t('clipMenu.cover')}</label>
          <input
            id={coverId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={`${coverId}-hint`}
            onChange={readCover}
          />
          <p id={`${coverId}-hint`} className={styles.count}>
            {t('clipMenu.coverHint')}
          </p>
          {(editor.image ?? (!editor.removeImage && clip.image_url)) && (
            <img
              className={styles.coverPreview}
              src={editor.image ?? clip.image_url ?? ''}
              alt=""
            />
          )}
        </div>
        <Switch
          label={t('clipMenu.removeCover')}
          checked={editor.removeImage}
          onChange={(removeImage) =>
            menu.update({ dialog: 'editor', patch: { removeImage, image: null } })
          }
        />
        {dialog === 'editor' && <VideoCoverField clip={clip} />}
      </TaskDialog>

      <TaskDialog
        {...common}
        open={dialog === 'remix'}
        title={t('clipMenu.remixTitle')}
        submitLabel={t('clipMenu.save')}
      >
        <Switch
          label={t('clipMenu.canRemix')}
          checked={fields.remix.canRemix}
          onChange={(canRemix) => menu.update({ dialog: 'remix', patch: { canRemix } })}
        />
        <Switch
          label={t('clipMenu.showRemix')}
          checked={fields.remix.showRemix}
          onChange={(showRemix) => menu.update({ dialog: 'remix', patch: { showRemix } })}
        />
      </TaskDialog>

      <Dialog
        open={dialog === 'copyright'}
        title={t('clipMenu.copyrightTitle')}
        onClose={menu.cancel}
        actions={
          <>
            <Button variant="ghost" onClick={menu.cancel}>
              {t('clipMenu.cancel')}
            </Button>
            <Button onClick={menu.continueReport}>{t('clipMenu.continue')}</Button>
          </>
        }
      >
        <p>{t('clipMenu.copyrightBody')}</p>
      </Dialog>

      <TaskDialog
        {...common}
        open={dialog === 'report'}
        title={t('clipMenu.reportTitle', { title })}
        submitLabel={t('clipMenu.reportSubmit')}
      >
        <fieldset className={styles.checks}>
          <legend>{t('clipMenu.reason')}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason}>
              <input
                type="radio"
                name="report-reason"
                checked={fields.report.reason === reason}
                onChange={() => menu.update({ dialog: 'report', patch: { reason } })}
              />{' '}
              {t(`clipMenu.reasons.${reason}`)}
            </label>
          ))}
        </fieldset>
        <TextArea
          label={t('clipMenu.details')}
          rows={3}
          value={fields.report.details}
          onChange={(event) =>
            menu.update({ dialog: 'report', patch: { details: event.target.value } })
          }
        />
      </TaskDialog>

      <TaskDialog
        {...common}
        open={dialog === 'feedback'}
        title={t('clipMenu.feedbackTitle', { title })}
        submitLabel={t('clipMenu.feedbackSubmit')}
      >
        <fieldset className={styles.checks}>
          {FEEDBACK_REASONS.map((reason) => (
            <label key={reason}>
              <input
                type="checkbox"
                checked={fields.feedback.includes(reason)}
                onChange={(event) =>
                  menu.update({
                    dialog: 'feedback',
                    reasons: event.target.checked
                      ? [...fields.feedback, reason]
                      : fields.feedback.filter((kept) => kept !== reason),
                  })
                }
              />{' '}
              {t(`clipMenu.feedbackReasons.${reason}`)}
            </label>
          ))}
        </fieldset>
      </TaskDialog>
    </>
  );
}
