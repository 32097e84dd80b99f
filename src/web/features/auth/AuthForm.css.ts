import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
});
export const card = style({
  width: '100%',
  maxWidth: 400,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const title = style({ margin: 0, fontSize: vars.font.size.xl });
export const alert = style({
  color: vars.color.danger,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: 0,
});
export const switchLink = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  margin: 0,
});
