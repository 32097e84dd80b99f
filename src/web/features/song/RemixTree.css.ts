import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const note = style({ margin: 0, color: vars.color.textMuted });
export const remixers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const remixer = style({ color: vars.color.accent, fontWeight: 600 });
export const mine = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const source = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
