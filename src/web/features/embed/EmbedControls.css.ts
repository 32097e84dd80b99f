import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const player = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
export const toggle = style({
  flexShrink: 0,
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  cursor: 'pointer',
  selectors: { '&:hover': { filter: 'brightness(1.1)' } },
});
export const icon = style({ width: 14, height: 14, fill: 'currentColor' });
export const seek = style({ flex: 1, minWidth: 60 });
export const time = style({
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
