import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
const avatarBase = style({
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  textTransform: 'uppercase',
});
export const avatar = styleVariants({
  large: [avatarBase, { width: 88, height: 88, fontSize: vars.font.size.xl }],
  small: [avatarBase, { width: 36, height: 36, fontSize: vars.font.size.sm }],
});
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 220px',
});
export const handle = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const bio = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0`,
  padding: 0,
  listStyle: 'none',
});
export const stat = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const plainStat = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const section = style({ marginTop: vars.space.lg });
export const sectionTitle = style({ fontSize: vars.font.size.md, margin: `0 0 ${vars.space.sm}` });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
});
export const empty = style({ margin: 0, color: vars.color.textMuted });
export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'start',
});
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
export const personText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
  overflowWrap: 'anywhere',
});
export const more = style({ marginTop: vars.space.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const own = style({ fontSize: vars.font.size.sm, fontWeight: 600, alignSelf: 'center' });
