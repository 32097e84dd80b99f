import { PageShell } from '../../ui/PageShell';
import { GenerationList } from '../generations/GenerationList';
import { CreateForm } from './CreateForm';
import * as styles from './CreatePage.css';

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
