import { createTheme, createThemeContract } from '@vanilla-extract/css';

/** The theme contract: every colour, space and radius a component may use. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentText: null,
    danger: null,
    focus: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, full: null },
  font: { body: null, size: { sm: null, md: null, lg: null, xl: null } },
});

const shared = {
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '6px', md: '12px', full: '999px' },
  font: {
    // System fonts only: nothing is fetched from a CDN.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
};

export const darkTheme = createTheme(vars, {
  color: {
    background: '#0e0e12',
    surface: '#17171d',
    surfaceRaised: '#202029',
    border: '#2e2e3a',
    text: '#f2f2f5',
    textMuted: '#a4a4b4',
    accent: '#8b6dff',
    accentText: '#ffffff',
    danger: '#ff6b7a',
    focus: '#b9a6ff',
  },
  ...shared,
});

export const lightTheme = createTheme(vars, {
  color: {
    background: '#f7f7fa',
    surface: '#ffffff',
    surfaceRaised: '#eeeef4',
    border: '#d9d9e3',
    text: '#15151c',
    textMuted: '#5b5b6e',
    accent: '#5b3df5',
    accentText: '#ffffff',
    danger: '#c2293a',
    focus: '#5b3df5',
  },
  ...shared,
});
