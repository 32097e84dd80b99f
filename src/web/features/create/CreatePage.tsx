import { PageShell } from '../../ui/PageShell';
import { CreateForm } from './CreateForm';
import { lazyWhenIdle } from '../../ui/lazy';
import { Spinner } from '../../ui/Spinner';
import * as styles from './CreatePage.css';

// The form is the first view; the songs beside it follow once the page is idle (issue 11).
const GenerationList = lazyWhenIdle(
  async () => (await import('../generations/GenerationList')).GenerationList,
  <Spinner />,
);

// Issue 19: which workspace new songs land in, and /create's wid; after the first view too.
const WorkspacePicker = lazyWhenIdle(
  async () => (await import('../workspaces/WorkspacePicker')).WorkspacePicker,
);

// Issue 15: guidance for a first song, for a user who never made one; after the first view.
const FirstSongHint = lazyWhenIdle(
  async () => (await import('../discover/FirstSongHint')).FirstSongHint,
);

const UploadButtons = lazyWhenIdle(
  async () => (await import('../upload/UploadButtons')).UploadButtons,
);

/** /create: the form beside the songs being made, in the selected workspace. */
export function CreatePage() {
  return (
    <PageShell page="create" firstViewInside>
      <WorkspacePicker />
      <UploadButtons />
      <FirstSongHint />
      <div className={styles.columns}>
        <CreateForm />
        <GenerationList />
      </div>
    </PageShell>
  );
}
