import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  marginBottom: vars.space.md,
});
/** The field takes the width left beside its button; alone on its line at 375 px. */
export const grow = style({ flex: '1 1 14rem', minWidth: 0 });
export const code = style({ fontFamily: 'monospace', fontSize: '0.8rem', minHeight: '5rem' });
export const note = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });
