import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const stack = style({ display: 'grid', gap: vars.space.sm });
export const waveform = style({
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  height: '4rem',
  width: '100%',
  overflow: 'hidden',
});
export const bar = style({ flex: 1, minWidth: 1, background: vars.color.accent });
export const barOut = style({ flex: 1, minWidth: 1, background: vars.color.border });
export const meter = style({ width: '100%', height: '0.5rem' });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const panel = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: '5rem',
  width: 'min(22rem, calc(100vw - 2rem))',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  zIndex: 20,
});
export const row = style({ display: 'grid', gap: vars.space.xs });
export const progress = style({ width: '100%' });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const fileLabel = style({ display: 'grid', gap: vars.space.xs });
export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const panelTitle = style({ margin: 0, fontSize: vars.font.size.md });
