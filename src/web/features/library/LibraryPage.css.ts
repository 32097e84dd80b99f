import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const tabs = style({ display: 'flex', gap: vars.space.xs });
export const search = style({ display: 'flex', gap: vars.space.xs, flex: '1 1 200px' });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const filter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: vars.font.size.sm,
});
export const bulk = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const empty = style({ color: vars.color.textMuted });
export const notice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const error = style({ color: vars.color.danger });
export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
