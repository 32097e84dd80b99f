import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const anchor = style({ position: 'relative', display: 'inline-block' });
export const menu = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  zIndex: 5,
  minWidth: 220,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 8px 24px rgba(0,0,0,0.3)',
});
export const item = style({
  font: 'inherit',
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  textAlign: 'left',
  textDecoration: 'none',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: vars.color.surface, outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
  },
});
export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
  border: 'none',
});
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
