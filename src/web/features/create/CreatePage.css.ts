import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(300px, 480px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
