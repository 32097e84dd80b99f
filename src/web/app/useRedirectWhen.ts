import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Navigates once when `condition` becomes true. `<Navigate>` re-navigates on
 * every render, which loops while the target route's code is still loading.
 */
export function useRedirectWhen(condition: boolean, options: NavigateOptions) {
  const navigate = useNavigate();
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (condition) void navigate({ ...latest.current, replace: true });
  }, [condition, navigate]);
}
