import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const dialog = style({
  maxWidth: 440,
  width: 'calc(100% - 32px)',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  '::backdrop': { background: 'rgba(0, 0, 0, 0.6)' },
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const body = style({ margin: `${vars.space.md} 0`, color: vars.color.textMuted });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
