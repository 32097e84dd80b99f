import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
});
export const song = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
export const cover = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surface,
  flexShrink: 0,
});
export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const title = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});
export const handle = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
/** Wrapped, not squeezed: on a narrow screen the like and queue buttons take a row of their own. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const control = style({
  minWidth: 32,
  height: 32,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { color: vars.color.accent } },
});
export const seek = style({
  flex: '1 1 160px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const time = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const volume = style({ width: 80 });
export const panel = style({
  flexBasis: '100%',
  maxHeight: 240,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  selectors: { '&[aria-current="true"]': { fontWeight: 600 } },
});
export const itemTitle = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const icon = style({ width: 14, height: 14, fill: 'currentColor' });
