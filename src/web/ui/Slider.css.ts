import { createVar, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** How far the value sits along the track (0%..100%), set inline by the component. */
export const fill = createVar();

const TRACK = 6;
const THUMB = 18;

export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const value = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  minWidth: '3.5ch',
  textAlign: 'right',
});

const track = {
  height: TRACK,
  borderRadius: vars.radius.full,
  // The part up to the value in the accent colour, the rest in the raised surface.
  background: `linear-gradient(${vars.color.accent}, ${vars.color.accent}) 0 / ${fill} 100% no-repeat, ${vars.color.surfaceRaised}`,
  border: `1px solid ${vars.color.border}`,
};
const thumb = {
  appearance: 'none',
  width: THUMB,
  height: THUMB,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.accent}`,
  cursor: 'pointer',
} as const;

export const input = style({
  appearance: 'none',
  width: '100%',
  height: THUMB + 6,
  margin: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-slider-runnable-track': track,
    '&::-moz-range-track': track,
    '&::-webkit-slider-thumb': { ...thumb, marginTop: -(THUMB - TRACK) / 2 - 1 },
    '&::-moz-range-thumb': thumb,
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::-webkit-slider-thumb': {
      boxShadow: `0 0 0 3px ${vars.color.focus}`,
    },
    '&:focus-visible::-moz-range-thumb': { boxShadow: `0 0 0 3px ${vars.color.focus}` },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
