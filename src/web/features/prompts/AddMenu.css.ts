import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const anchor = style({ position: 'relative', display: 'inline-block' });
export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  zIndex: 5,
  width: 'min(320px, calc(100vw - 32px))',
  maxHeight: '360px',
  overflowY: 'auto',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 8px 24px rgba(0,0,0,0.3)',
});
export const items = style({ display: 'flex', flexDirection: 'column' });
const plainButton = style({
  font: 'inherit',
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});
export const item = style([
  plainButton,
  {
    display: 'flex',
    justifyContent: 'space-between',
    textAlign: 'left',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
  },
]);
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const back = style([
  plainButton,
  { fontSize: vars.font.size.lg, lineHeight: 1, padding: `0 ${vars.space.sm}`, borderRadius: 4 },
]);
export const heading = style({ margin: 0, fontSize: vars.font.size.md });
export const empty = style({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'start',
});
export const emptyTitle = style({ margin: 0, color: vars.color.text, fontWeight: 600 });
export const emptyHint = style({ margin: 0 });
export const prompts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const prompt = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-busy="true"]': { opacity: 0.5 } },
});
export const promptText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
export const promptName = style({ ...ellipsis, fontWeight: 600, fontSize: vars.font.size.sm });
export const promptDetail = style({
  ...ellipsis,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const small = style([
  plainButton,
  {
    fontSize: vars.font.size.sm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
  },
]);
