import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { EDIT_KEY_STEP_S, EDIT_ZOOM_MAX } from '../../../contracts/constants';
import type { SelectionRange } from '../../../contracts/edit-state';
import { useTranslation } from '../../i18n/useTranslation';
import { WaveformBars } from '../player/WaveformBars';
import * as styles from './Edit.css';

interface Props {
  peaks: number[];
  durationS: number;
  selection: SelectionRange | null;
  zoom: number;
  onSelect: (range: SelectionRange | null) => void;
  onZoom: (level: number) => void;
}

/**
 * The clip's waveform, zoomable (the track widens inside a scrolling window), with the
 * selection drawn over it: drag with a mouse, pen or finger to select; with the keyboard,
 * arrows move the selection (Shift: ten times as far), Shift+Alt+arrows stretch its end,
 * + and - zoom, Escape clears it.
 */
export function EditWaveform({ peaks, durationS, selection, zoom, onSelect, onZoom }: Props) {
  const { t } = useTranslation();
  const anchor = useRef<number | null>(null);
  const timeAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return (Math.min(Math.max(event.clientX - box.left, 0), box.width) / box.width) * durationS;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    anchor.current = timeAt(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (anchor.current === null) return;
    onSelect({ start: anchor.current, end: timeAt(event) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (anchor.current === null) return;
    const end = timeAt(event);
    // A tap without a drag selects nothing new.
    if (Math.abs(end - anchor.current) > 0.05) onSelect({ start: anchor.current, end });
    anchor.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') return onZoom(zoom * 2);
    if (event.key === '-') return onZoom(zoom / 2);
    if (event.key === 'Escape') return onSelect(null);
    const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const step = direction * EDIT_KEY_STEP_S * (event.shiftKey && !event.altKey ? 10 : 1);
    const range = selection ?? { start: 0, end: Math.min(durationS, 1) };
    if (event.altKey) return onSelect({ start: range.start, end: range.end + step });
    const length = range.end - range.start;
    const start = Math.min(Math.max(range.start + step, 0), durationS - length);
    onSelect({ start, end: start + length });
  };
  const share = (seconds: number) => (durationS > 0 ? (seconds / durationS) * 100 : 0);
  const inSelection = (i: number) => {
    if (!selection) return false;
    const at = ((i + 0.5) / peaks.length) * durationS;
    return at >= selection.start && at <= selection.end;
  };
  return (
    <div
      className={styles.viewport}
      tabIndex={0}
      role="group"
      aria-label={t('edit.waveform')}
      aria-describedby="edit-waveform-keys"
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.track}
        style={{ width: `${Math.min(zoom, EDIT_ZOOM_MAX) * 100}%` }}
        data-testid="edit-waveform"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (anchor.current = null)}
      >
        <WaveformBars
          peaks={peaks}
          className={styles.waveform}
          minHeight={3}
          barClass={(i) => (inSelection(i) ? styles.selectedBar : styles.bar)}
        />
        {selection && (
          <div
            className={styles.selection}
            style={{
              left: `${share(selection.start)}%`,
              width: `${share(selection.end - selection.start)}%`,
            }}
          />
        )}
      </div>
    </div>
  );
}
