import type { ReactNode } from 'react';
import * as styles from './MakeHook.css';

/** A line saying what is under way, with a small spinner (the page's Spinner fills an area). */
export function Busy({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.busy}>
      <span className={styles.busyDot} aria-hidden="true" />
      {children}
    </div>
  );
}
