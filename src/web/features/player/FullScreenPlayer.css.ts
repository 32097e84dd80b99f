import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const dialog = style({
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: vars.space.md,
  border: 'none',
  color: vars.color.text,
  background: vars.color.background,
  boxSizing: 'border-box',
  selectors: { '&[open]': { display: 'flex', flexDirection: 'column', gap: vars.space.md } },
});
export const header = style({ display: 'flex', justifyContent: 'flex-end' });
export const body = style({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.lg,
  overflowY: 'auto',
});
export const song = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});
export const cover = style({
  width: 'min(100%, 320px)',
  aspectRatio: '1',
  height: 'auto',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surface,
});
export const title = style({ margin: 0, fontSize: vars.font.size.xl, overflowWrap: 'anywhere' });
export const handle = style({ color: vars.color.textMuted });
export const controls = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const control = style({
  minWidth: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.font.size.lg,
});
export const icon = style({ width: 20, height: 20 });
export const time = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const lyrics = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const line = style({ margin: `0 0 ${vars.space.sm}`, whiteSpace: 'normal' });
export const word = style({
  color: vars.color.textMuted,
  transition: 'color 0.15s',
  selectors: {
    '&[data-sung="true"]': { color: vars.color.text },
    '&[aria-current="true"]': { color: vars.color.accent, fontWeight: 700 },
  },
});
export const note = style({ color: vars.color.textMuted });
