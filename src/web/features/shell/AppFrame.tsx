import type { ReactNode } from 'react';
import { AddToPlaylistDialog } from '../playlist/AddToPlaylistDialog';
import { Toaster } from '../toasts/Toaster';
import { AppNav } from './AppNav';
import * as styles from './AppLayout.css';

/** The app's frame: navigation beside the page, and the toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <AppNav />
      <main className={styles.main}>{children}</main>
      <Toaster />
      <AddToPlaylistDialog />
    </div>
  );
}
