import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** How much of a streaming clip has rendered (0%..100%), drawn as a ring. */
export const rendered = createVar();

export const button = style({
  flexShrink: 0,
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  cursor: 'pointer',
  selectors: { '&:hover': { filter: 'brightness(1.1)' } },
});
export const ring = style({
  padding: 3,
  borderRadius: vars.radius.full,
  background: `conic-gradient(${vars.color.accent} ${rendered}, ${vars.color.surfaceRaised} 0)`,
});
export const icon = style({ width: 14, height: 14, fill: 'currentColor' });
