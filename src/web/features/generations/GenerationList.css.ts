import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const empty = style({ margin: 0, color: vars.color.textMuted });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });
export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});
