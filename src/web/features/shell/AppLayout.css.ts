import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  minHeight: '100vh',
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});
export const main = style({ minWidth: 0, background: vars.color.background });
