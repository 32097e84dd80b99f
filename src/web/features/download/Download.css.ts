import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const formats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const format = style({ width: '100%' });
export const heading = style({
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
});
export const note = style({ marginTop: vars.space.sm, fontSize: vars.font.size.sm });
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
