import type { SessionUser, SignInInput, SignUpInput } from '../../src/contracts/auth';
import type { Language, ThemePreference } from '../../src/contracts/constants';

/**
 * Ports: the only way machines reach the outside world. The web app passes
 * real adapters (HTTP, localStorage); unit tests pass fakes.
 */
export interface AuthPort {
  /** The signed-in user, or null when there is no valid session. */
  getSession(signal: AbortSignal): Promise<SessionUser | null>;
  signIn(input: SignInInput, signal: AbortSignal): Promise<SessionUser>;
  signUp(input: SignUpInput, signal: AbortSignal): Promise<SessionUser>;
  signOut(signal: AbortSignal): Promise<void>;
}

export interface Preferences {
  theme: ThemePreference;
  language: Language;
}

export interface PreferencesPort {
  /** What was stored, completed with defaults (the browser language, dark theme). */
  load(): Promise<Preferences>;
  save(preferences: Preferences): Promise<void>;
}

export interface Ports {
  auth: AuthPort;
  preferences: PreferencesPort;
}
