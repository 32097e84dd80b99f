import { HOOK_CAPTION_MAX_CHARS, HOOK_TITLE_MAX_CHARS } from '../../../../contracts/constants';
import type { useMakeHook } from '../../../app/useMakeHook';
import { useTranslation } from '../../../i18n/useTranslation';
import { Switch } from '../../../ui/Switch';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { RangeFields } from './RangeFields';
import * as styles from './MakeHook.css';

/** Screen 3: the part of the video used, title, caption, comments, lyrics and video sound. */
export function HookDetailsStep({
  flow,
  disabled,
}: {
  flow: ReturnType<typeof useMakeHook>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { details, video } = flow;
  if (!details) return null;
  return (
    <fieldset className={styles.panel} disabled={disabled}>
      <RangeFields
        labels="videoRange"
        range={flow.videoRange}
        max={video?.duration_s ?? 0}
        onChange={flow.setVideoRange}
      />
      <TextField
        label={t('makeHook.titleLabel')}
        value={details.title}
        maxLength={HOOK_TITLE_MAX_CHARS}
        onChange={(event) => flow.setDetails({ title: event.target.value })}
      />
      <TextArea
        label={t('makeHook.caption')}
        value={details.caption}
        rows={3}
        maxLength={HOOK_CAPTION_MAX_CHARS}
        onChange={(event) => flow.setDetails({ caption: event.target.value })}
      />
      <Switch
        label={t('makeHook.allowComments')}
        checked={details.allowComments}
        onChange={(allowComments) => flow.setDetails({ allowComments })}
      />
      <Switch
        label={t('makeHook.showLyrics')}
        checked={details.showLyrics}
        onChange={(showLyrics) => flow.setDetails({ showLyrics })}
      />
      <Switch
        label={t('makeHook.videoSound')}
        checked={details.videoSound}
        disabled={video?.has_audio !== true}
        onChange={(videoSound) => flow.setDetails({ videoSound })}
      />
      {video?.has_audio !== true && <p className={styles.muted}>{t('makeHook.noVideoSound')}</p>}
    </fieldset>
  );
}
