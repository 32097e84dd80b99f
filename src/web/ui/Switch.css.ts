import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
});
export const input = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });
export const track = style({
  width: 36,
  height: 20,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  position: 'relative',
  transition: 'background 120ms',
  '::after': {
    content: '""',
    position: 'absolute',
    top: 2,
    left: 2,
    width: 16,
    height: 16,
    borderRadius: vars.radius.full,
    background: vars.color.text,
    transition: 'transform 120ms',
  },
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.accent },
    [`${input}:checked + &::after`]: { transform: 'translateX(16px)' },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
