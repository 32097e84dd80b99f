import { style } from '@vanilla-extract/css';
import { NARROW_SCREEN } from '../../ui/media';
import { vars } from '../../ui/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  minHeight: '100vh',
  '@media': { [NARROW_SCREEN]: { gridTemplateColumns: '1fr', alignContent: 'start' } },
});
export const main = style({ minWidth: 0, background: vars.color.background });
