import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const page = style({ padding: vars.space.lg, maxWidth: 960 });
export const title = style({ fontSize: vars.font.size.xl, margin: `0 0 ${vars.space.md}` });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
