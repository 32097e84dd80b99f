import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const control = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const select = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.xs,
});
