import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const reactions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const reaction = style({
  font: 'inherit',
  color: vars.color.text,
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.focus,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
  },
});
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const checks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
});
export const coverPreview = style({
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const select = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
});
