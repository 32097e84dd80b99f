import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const error = style({ margin: 0, color: vars.color.danger });
export const sliders = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const voices = style({ border: 'none', margin: 0, padding: 0, color: vars.color.text });
export const voiceOptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const legend = style({ padding: 0, marginBottom: vars.space.sm });
