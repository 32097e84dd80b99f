import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
export const message = style({ margin: 0, color: vars.color.textMuted });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const link = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
export const primary = style([
  link,
  {
    background: vars.color.accent,
    borderColor: vars.color.accent,
    color: vars.color.accentText,
    selectors: { '&:hover': { background: vars.color.accent, filter: 'brightness(1.1)' } },
  },
]);
