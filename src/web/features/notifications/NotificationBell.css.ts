import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const bell = style({ position: 'relative' });
export const badge = style({
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
});
export const panel = style({
  position: 'fixed',
  inset: 'auto 0 0 0',
  maxHeight: '70vh',
  overflowY: 'auto',
  zIndex: 20,
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 600px)': { inset: '0 auto auto 0', width: '360px', maxHeight: '100vh' },
  },
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const icon = style({ width: 18, height: 18, fill: 'currentColor', verticalAlign: 'middle' });
export const entry = style({
  display: 'block',
  // Beside a follow-back button in its row, the text takes the room.
  flex: '1 1 200px',
  overflowWrap: 'anywhere',
  color: 'inherit',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-state="unread"]': { fontWeight: 600, background: vars.color.surfaceRaised },
  },
});
export const muted = style({ color: vars.color.textMuted });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
