import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxWidth: 560,
});
export const avatar = style({
  width: 72,
  height: 72,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.size.xl,
  fontWeight: 700,
  textTransform: 'uppercase',
});
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const handle = style({
  margin: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'start',
});
export const own = style({ fontSize: vars.font.size.sm, fontWeight: 600 });
