import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  marginBottom: vars.space.lg,
});
export const mosaic = style({
  width: 160,
  height: 160,
  flexShrink: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gridTemplateRows: '1fr 1fr',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const single = style({ gridColumn: '1 / 3', gridRow: '1 / 3' });
export const tile = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  flex: '1 1 200px',
});
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-state="playing"]': { borderColor: vars.color.accent } },
});
export const cover = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});
export const title = style({
  margin: 0,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const rowText = style({ minWidth: 0 });
export const rowActions = style({ display: 'flex', gap: vars.space.xs });
export const renameForm = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
export const empty = style({ color: vars.color.textMuted });
