import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const row = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-state="error"], &[data-state="stuck"]': { borderColor: vars.color.danger } },
});
export const cover = style({
  width: 64,
  height: 64,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  objectFit: 'cover',
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});
export const heading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const title = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});
export const status = style({
  fontSize: vars.font.size.sm,
  color: vars.color.accent,
  textTransform: 'lowercase',
});
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });
export const progress = style({
  height: 4,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
export const progressFill = style({
  height: '100%',
  background: vars.color.accent,
  transition: 'width 300ms',
});
