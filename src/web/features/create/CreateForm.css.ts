import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const toolbar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const toolbarStart = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const modes = style({
  display: 'inline-flex',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.full,
  padding: 2,
});
export const modeButton = style({
  font: 'inherit',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
export const selectLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontWeight: 600,
  fontSize: vars.font.size.sm,
});
export const select = style({
  font: 'inherit',
  fontWeight: 400,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
});
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});
export const credits = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const writeLyrics = style({
  display: 'flex',
  alignItems: 'end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const sliders = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const slider = style({
  display: 'grid',
  gridTemplateColumns: '10rem 1fr 3rem',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});
