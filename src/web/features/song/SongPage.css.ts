import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 760,
});
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const lyrics = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const lyricsTitle = style({ marginTop: 0, fontSize: vars.font.size.lg });
export const sectionTag = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  color: vars.color.accent,
  fontWeight: 600,
});
export const line = style({ margin: 0, lineHeight: 1.6 });
export const muted = style({ color: vars.color.textMuted });
export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'start',
});
/** The clip's video cover, in place of its image (issue 18). */
export const videoCover = style({
  width: 64,
  height: 64,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  objectFit: 'cover',
});
