import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
export const remove = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.font.size.md,
  lineHeight: 1,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
