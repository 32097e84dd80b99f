import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const tabs = style({ display: 'flex', gap: vars.space.sm, marginBottom: vars.space.md });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
});
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const empty = style({ color: vars.color.textMuted });
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
