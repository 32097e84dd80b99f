import { style } from '@vanilla-extract/css';
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
export const picture = style({
  width: 96,
  height: 96,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 200px',
});
export const name = style({ margin: 0, fontSize: vars.font.size.lg, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  marginTop: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
});
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
export const empty = style({ color: vars.color.textMuted });
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accent,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const cardPicture = style({
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});
export const cardText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const cardName = style({
  fontWeight: 600,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const error = style({ color: vars.color.danger, margin: 0 });
