import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const seekBar = style({ position: 'relative', flex: 1, minWidth: 60 });
export const waveform = style({
  position: 'absolute',
  inset: '2px 0',
  width: '100%',
  height: 'calc(100% - 4px)',
  pointerEvents: 'none',
});
export const played = style({ fill: vars.color.accent });
export const ahead = style({ fill: vars.color.textMuted, opacity: 0.45 });
/** The waveform is the track: the input keeps only its thumb, drawn small over the bars. */
export const overWaveform = style({
  position: 'relative',
  selectors: {
    '&::-webkit-slider-runnable-track': { background: 'transparent', border: 'none' },
    '&::-moz-range-track': { background: 'transparent', border: 'none' },
  },
});
