import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AddToPlaylistDialog } from '../playlist/AddToPlaylistDialog';
import { Toaster } from '../toasts/Toaster';
import { AppNav } from './AppNav';
import * as styles from './AppLayout.css';

// On every page, so its code loads after the first paint rather than with the first route.
const Playbar = lazy(() => import('../player/Playbar'));

/** The app's frame: navigation beside the page, the playbar and the toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className={styles.layout}>
      <AppNav />
      <main className={styles.main}>{children}</main>
      {painted && (
        <Suspense fallback={null}>
          <Playbar />
        </Suspense>
      )}
      <Toaster />
      <AddToPlaylistDialog />
    </div>
  );
}
