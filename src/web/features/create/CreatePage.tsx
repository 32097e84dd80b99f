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

/** /create: the form beside the songs being made. */
export function CreatePage() {
  return (
    <PageShell page="create">
      <div className={styles.columns}>
        <CreateForm />
        <GenerationList />
      </div>
    </PageShell>
  );
}
