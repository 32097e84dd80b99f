import type { SelectionRange } from '../../../contracts/edit-state';
import { EDIT_ZOOM_MAX } from '../../../contracts/constants';
import type { EditorState } from '../../app/useEditor';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './Edit.css';

const seconds = (value: number) => value.toFixed(1);

/** The selection's times as fields, playback of it, and the zoom buttons. */
export function EditSelection({ editor, durationS }: { editor: EditorState; durationS: number }) {
  const { t } = useTranslation();
  const range = editor.state?.selectionRange ?? null;
  const setEdge = (edge: keyof SelectionRange, value: string) => {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) return;
    const current = range ?? { start: 0, end: durationS };
    editor.select({ ...current, [edge]: number });
  };
  return (
    <>
      <p id="edit-waveform-keys" className={styles.muted}>
        {range
          ? t('edit.selected', {
              start: seconds(range.start),
              end: seconds(range.end),
              length: seconds(range.end - range.start),
            })
          : t('edit.noSelection')}{' '}
        {t('edit.keys')}
      </p>
      <div className={styles.times}>
        <TextField
          label={t('edit.start')}
          type="number"
          inputMode="decimal"
          min={0}
          max={durationS}
          step={0.1}
          value={range ? range.start : ''}
          onChange={(event) => setEdge('start', event.target.value)}
        />
        <TextField
          label={t('edit.end')}
          type="number"
          inputMode="decimal"
          min={0}
          max={durationS}
          step={0.1}
          value={range ? range.end : ''}
          onChange={(event) => setEdge('end', event.target.value)}
        />
      </div>
      <div className={styles.row}>
        {editor.playing ? (
          <Button onClick={editor.stop}>{t('edit.stop')}</Button>
        ) : (
          <Button onClick={editor.play} disabled={!editor.clip?.audio_url}>
            {t(range ? 'edit.playSelection' : 'edit.playClip')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => editor.select(null)} disabled={!range}>
          {t('edit.clearSelection')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => editor.setZoom(editor.zoom * 2)}
          disabled={editor.zoom >= EDIT_ZOOM_MAX}
        >
          {t('edit.zoomIn')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => editor.setZoom(editor.zoom / 2)}
          disabled={editor.zoom <= 1}
        >
          {t('edit.zoomOut')}
        </Button>
        <span className={styles.muted}>{t('edit.zoomLevel', { level: editor.zoom })}</span>
      </div>
    </>
  );
}
