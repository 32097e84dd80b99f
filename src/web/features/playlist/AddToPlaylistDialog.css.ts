import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const create = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  marginBottom: vars.space.md,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: 320,
  overflowY: 'auto',
});
export const choice = style({ width: '100%', justifyContent: 'flex-start', textAlign: 'start' });
export const empty = style({ color: vars.color.textMuted });
