import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const media = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '50vh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: '#000',
});
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const busy = style({
  width: 14,
  height: 14,
  flex: 'none',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.9s linear infinite` },
  },
});
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
export const note = style({ marginTop: vars.space.sm, fontSize: vars.font.size.sm });
export const link = style({ textDecoration: 'none', display: 'inline-flex', alignItems: 'center' });
