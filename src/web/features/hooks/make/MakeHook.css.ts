import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** The three screens: one column as wide as a phone's feed, the steps above it. */
export const flow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 520,
});
export const steps = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  flexWrap: 'wrap',
});
export const step = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-current="step"]': {
      color: vars.color.accentText,
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
  },
});
export const panel = style({
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const row = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const song = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const cover = style({
  width: 56,
  height: 56,
  flex: 'none',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});
export const songText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const songTitle = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const issue = style({ color: vars.color.danger, margin: 0 });
export const songList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '50vh',
  overflowY: 'auto',
});
export const songChoice = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceRaised } },
});
export const preview = style({
  width: '100%',
  maxHeight: 360,
  borderRadius: vars.radius.md,
  background: '#000',
});
export const number = style({ width: 120 });
export const progress = style({ width: '100%' });
export const fieldset = style([row, { border: 'none', padding: 0, margin: 0, minWidth: 0 }]);
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const busy = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  flexWrap: 'wrap',
});
export const busyDot = style({
  width: 16,
  height: 16,
  flex: 'none',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
});
