import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.font.size.sm });
export const input = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
