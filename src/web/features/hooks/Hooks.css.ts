import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The vertical feed: one upright video after another, as wide as a phone at most. */
export const feed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 420,
  margin: '0 auto',
});
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const frame = style({ position: 'relative', width: '100%', aspectRatio: '9 / 16' });
export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: '#000',
});
export const sound = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'rgba(0, 0, 0, 0.6)',
  color: '#fff',
  cursor: 'pointer',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const muted = style({ color: vars.color.textMuted });
export const comments = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const make = style({
  display: 'inline-block',
  marginBottom: vars.space.md,
  textDecoration: 'none',
});
