import { style } from '@vanilla-extract/css';
import { NARROW_SCREEN } from '../../ui/media';
import { vars } from '../../ui/theme.css';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [NARROW_SCREEN]: {
      borderRight: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
      padding: `${vars.space.sm} ${vars.space.md}`,
      gap: vars.space.sm,
    },
  },
});
export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
/** The menu button: only where the navigation is collapsed. */
export const menuButton = style({
  display: 'none',
  '@media': { [NARROW_SCREEN]: { display: 'contents' } },
});
/** Links and the account's controls: always shown on wide screens, on narrow ones when open. */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  '@media': {
    [NARROW_SCREEN]: {
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});
export const brand = style({
  marginRight: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
});
export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.surfaceRaised, color: vars.color.text },
  },
});
export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const user = style({ fontWeight: 600, textDecoration: 'none', overflowWrap: 'anywhere' });
export const signIn = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 600,
  textAlign: 'center',
  textDecoration: 'none',
});
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm, margin: 0 });
/** The navigation's search box (issue 15). */
export const search = style({ display: 'flex' });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});
