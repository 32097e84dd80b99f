import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const editor = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });

/** The scrolling window onto the zoomed waveform. */
export const viewport = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const track = style({
  position: 'relative',
  height: 120,
  cursor: 'crosshair',
  // Vertical swipes still scroll the page; horizontal drags select.
  touchAction: 'pan-y',
  userSelect: 'none',
});
export const waveform = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });
export const bar = style({ fill: vars.color.textMuted, opacity: 0.6 });
export const selectedBar = style({ fill: vars.color.accent });
export const selection = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  background: 'rgba(139, 109, 255, 0.18)',
  borderLeft: `2px solid ${vars.color.accent}`,
  borderRight: `2px solid ${vars.color.accent}`,
  pointerEvents: 'none',
});
export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
});
export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
});
export const tool = style({
  selectors: {
    '&[aria-pressed="true"]': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 1 },
  },
});
export const progress = style({ width: '100%' });
