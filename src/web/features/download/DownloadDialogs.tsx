import type { Clip } from '../../../contracts/clip';
import { useDownload } from '../../app/useDownload';
import { lazyComponent } from '../../ui/lazy';
import { useDownloadClip } from './useDownloadMenuItems';

// Its code loads the first time it opens (issue 11: the first route's code).
const DownloadDialog = lazyComponent(async () => (await import('./DownloadDialog')).DownloadDialog);

/** The clip's download modal, shown when its menu opened it. */
export function DownloadDialogs({ clip }: { clip: Clip }) {
  const download = useDownload(useDownloadClip(clip));
  return download.view === 'closed' ? null : <DownloadDialog clip={clip} download={download} />;
}
