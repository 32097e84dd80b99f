import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 760,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const empty = style({ color: vars.color.textMuted });
export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
