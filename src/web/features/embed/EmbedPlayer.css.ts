import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

// Sized for the spec's default iframe (760 by 240): cover on the left, the song beside it.
export const player = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  maxWidth: 760,
  boxSizing: 'border-box',
});
export const cover = style({
  width: 176,
  height: 176,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  objectFit: 'cover',
  '@media': { '(max-width: 480px)': { width: 96, height: 96 } },
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  flex: 1,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const link = style({
  fontSize: vars.font.size.sm,
  color: vars.color.accent,
  ':hover': { textDecoration: 'underline' },
});
