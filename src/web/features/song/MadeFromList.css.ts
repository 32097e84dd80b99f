import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const kind = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const source = style({ margin: 0, color: vars.color.textMuted });
export const sourceLink = style({ color: vars.color.accent, fontWeight: 600 });
