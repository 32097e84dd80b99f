import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: `calc(-1 * ${vars.space.sm})`,
});
export const chip = style({
  font: 'inherit',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space.sm}`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
