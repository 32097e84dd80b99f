import { useEffect, useState } from 'react';
import type { ThemePreference } from '../../contracts/constants';
import { darkTheme, lightTheme } from './theme.css';

const prefersLight = () => window.matchMedia('(prefers-color-scheme: light)');

/** Puts the chosen theme's class on <html>; `system` follows the OS setting live. */
export function useApplyTheme(preference: ThemePreference): 'dark' | 'light' {
  const [systemLight, setSystemLight] = useState(() => prefersLight().matches);
  useEffect(() => {
    const query = prefersLight();
    const onChange = () => setSystemLight(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const resolved = preference === 'system' ? (systemLight ? 'light' : 'dark') : preference;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(darkTheme, resolved === 'dark');
    root.classList.toggle(lightTheme, resolved === 'light');
    root.dataset.theme = resolved;
    root.style.colorScheme = resolved;
  }, [resolved]);
  return resolved;
}
