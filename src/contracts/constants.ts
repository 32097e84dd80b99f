/**
 * Business constants. Every value names where it comes from: a spec section
 * (000 = generation/clips document, 001 = discovery/organisation document) or,
 * where the spec says "not shown", our own choice with the reason.
 */

/** Handle length and alphabet on sign-up. Our choice (spec 000 §3 names `handle`, no rule shown). */
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
export const HANDLE_PATTERN = /^[A-Za-z0-9_]+$/;

/** Password length. Our choice; matches Better Auth's default bounds. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Subscription tiers (spec 000 §1, §6). */
export const TIERS = ['basic', 'pro', 'premier'] as const;
export type Tier = (typeof TIERS)[number];

/** Credits a new basic account starts with. Our choice: the daily free grant (see later issues). */
export const SIGN_UP_CREDITS = 50;

/** How often a signed-in browser re-checks its session. Our choice: catches expiry and sign-out elsewhere. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;

/** Session lifetime. Our choice: Better Auth's default of 7 days, renewed daily while in use. */
export const SESSION_EXPIRES_IN_S = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

/** Theme values and default (spec 001 §9: light, dark, system; the app defaults to dark). */
export const THEMES = ['dark', 'light', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemePreference = 'dark';

/** Languages (spec 001 §9: fallback English, translations loaded per language). Spanish is our second. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const I18N_NAMESPACES = ['common', 'auth'] as const;

/** Local-storage key of the theme and language choice. */
export const PREFERENCES_STORAGE_KEY = 'preferences.v1';

/** Embed routes may be framed by other sites (spec 001 §2 /embed/{id}; §9 iframe 760x240). */
export const EMBED_PATH_PREFIX = '/embed/';
