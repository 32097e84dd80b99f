import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/**
 * About 40 px a row, so at least 15 show at 1440×900 (issue 12). On a phone the actions take a
 * line of their own: beside them the title had a few pixels.
 */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `2px ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[data-selected="true"]': { background: vars.color.surfaceRaised } },
});
export const cover = style({
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  objectFit: 'cover',
});
export const text = style({ flex: '1 1 0', minWidth: 0, display: 'flex', flexDirection: 'column' });
export const title = style({
  color: vars.color.text,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const styles = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const figures = style({
  display: 'flex',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
});
export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  '@media': { 'screen and (max-width: 480px)': { flexBasis: '100%', justifyContent: 'flex-end' } },
});
