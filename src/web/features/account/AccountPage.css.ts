import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 880,
});
export const card = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const heading = style({ marginTop: 0, fontSize: vars.font.size.lg });
export const big = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: 700 });
export const muted = style({
  margin: `${vars.space.xs} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginTop: vars.space.md,
});
export const alert = style({ margin: 0, color: vars.color.danger });
export const plans = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
});
export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-state="current"]': { borderColor: vars.color.accent } },
});
export const planName = style({ margin: 0, fontSize: vars.font.size.md });
export const current = style({
  color: vars.color.accent,
  fontWeight: 600,
  fontSize: vars.font.size.sm,
});
