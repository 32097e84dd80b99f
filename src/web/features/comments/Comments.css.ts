import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const input = style({
  width: '100%',
  minHeight: '3rem',
  font: 'inherit',
  padding: vars.space.sm,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: { '&[data-state="linked"]': { outline: `2px solid ${vars.color.accent}` } },
});
export const author = style({ fontWeight: 600 });
export const content = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const time = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  cursor: 'pointer',
  font: 'inherit',
  textDecoration: 'underline',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const replies = style({ marginLeft: vars.space.lg });
export const error = style({ color: vars.color.danger, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const mentionBox = style({ position: 'relative' });
export const mentions = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 5,
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxHeight: '16rem',
  overflowY: 'auto',
});
export const mention = style({
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accent, color: vars.color.accentText },
  },
});
