import type { ReactNode } from 'react';
import { Toaster } from '../toasts/Toaster';
import { AppNav } from './AppNav';
import { lazyWhenIdle } from '../../ui/lazy';
import * as styles from './AppLayout.css';

// Modals no first view shows: their code follows once the page is idle (issue 11).
const AddToPlaylistDialog = lazyWhenIdle(
  async () => (await import('../playlist/AddToPlaylistDialog')).AddToPlaylistDialog,
);
const ShareDialog = lazyWhenIdle(async () => (await import('../share/ShareDialog')).ShareDialog);
const PinDialog = lazyWhenIdle(async () => (await import('../profile/PinDialog')).PinDialog);
// Audio uploads (issue 16): the modal and the studio upload panel.
const UploadModal = lazyWhenIdle(async () => (await import('../upload/UploadModal')).default);
const StudioUploadPanel = lazyWhenIdle(
  async () => (await import('../upload/StudioUploadPanel')).default,
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
      <ShareDialog />
      <PinDialog />
      <UploadModal />
      <StudioUploadPanel />
    </div>
  );
}
