import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const poster = style({
  width: '100%',
  maxWidth: 480,
  height: 'auto',
  display: 'block',
  borderRadius: vars.radius.md,
});
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  margin: `${vars.space.lg} 0`,
});
export const station = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const volume = style({ flex: '1 1 160px', maxWidth: 280 });
export const nowPlaying = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  marginBottom: vars.space.lg,
});
export const cover = style({
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 200px',
  minWidth: 0,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const progress = style({ width: '100%' });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}` });
export const tagRadios = style({ marginBottom: vars.space.lg });
/** A radio's song list under its Play button, apart from it. */
export const queue = style([list, { marginTop: vars.space.md }]);
