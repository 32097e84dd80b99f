import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  font: 'inherit',
  fontWeight: 600,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
});

export const button = styleVariants({
  primary: [base, { background: vars.color.accent, color: vars.color.accentText }],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&:hover': { background: vars.color.surfaceRaised } },
    },
  ],
});
