import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const bar = style([row, { justifyContent: 'space-between' }]);
export const tabs = style([row, { marginBottom: vars.space.sm }]);
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
});
export const card = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const aura = style({ borderRadius: vars.radius.md, flexShrink: 0, objectFit: 'cover' });
export const badge = style({
  alignSelf: 'flex-start',
  fontSize: vars.font.size.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});
export const input = style({
  minWidth: 0,
  flex: '1 1 140px',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
});
export const select = style([input, { flex: '0 1 auto', maxWidth: '100%' }]);
export const actions = style([row, { gap: vars.space.xs }]);
export const small = style({ fontSize: vars.font.size.sm, padding: `2px ${vars.space.xs}` });
export const header = style([row, { alignItems: 'flex-start', gap: vars.space.md }]);
/** An input on a line of its own (in a column). */
export const field = style([input, { flex: 'none', width: '100%', maxWidth: '28rem' }]);
