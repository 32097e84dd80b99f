import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const form = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'end',
  flexWrap: 'wrap',
});
export const revealed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
});
export const secret = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.size.sm,
  wordBreak: 'break-all',
  userSelect: 'all',
});
export const list = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0 });
export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});
export const name = style({ margin: 0, fontWeight: 600 });
