import type { ReactNode } from 'react';
import { Toaster } from '../toasts/Toaster';
import { AppNav } from './AppNav';
import { lazyWhenIdle } from '../../ui/lazy';
import * as styles from './AppLayout.css';

// A modal no first view shows: its code follows once the page is idle (issue 11).
const AddToPlaylistDialog = lazyWhenIdle(
  async () => (await import('../playlist/AddToPlaylistDialog')).AddToPlaylistDialog,
);
// On every page, so its code loads once the page is idle rather than with the first route.
const Playbar = lazyWhenIdle(async () => (await import('../player/Playbar')).default);

/** The app's frame: navigation beside the page, the playbar and the toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <AppNav />
      <main className={styles.main}>{children}</main>
      <Playbar />
      <Toaster />
      <AddToPlaylistDialog />
    </div>
  );
}
