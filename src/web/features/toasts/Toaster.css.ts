import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const region = style({
  position: 'fixed',
  bottom: vars.space.lg,
  right: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: 10,
  maxWidth: 'min(420px, calc(100vw - 32px))',
});
export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 8px 24px rgba(0,0,0,0.3)',
});
export const close = style({
  marginLeft: 'auto',
  background: 'none',
  border: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
});
