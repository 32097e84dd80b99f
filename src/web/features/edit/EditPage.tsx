import type { Clip } from '../../../contracts/clip';
import { useClipWaveform } from '../../app/useClipWaveform';
import { useEditAction } from '../../app/useEditAction';
import { useEditor, type EditorState } from '../../app/useEditor';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import * as styles from './Edit.css';
import { EditActionStatus } from './EditActionStatus';
import { EditSelection } from './EditSelection';
import { EditTools } from './EditTools';
import { EditWaveform } from './EditWaveform';

function Editor({ editor, clip }: { editor: EditorState; clip: Clip }) {
  const { t } = useTranslation();
  const peaks = useClipWaveform(clip);
  const action = useEditAction(editor.actionRef);
  const durationS = clip.metadata.duration ?? 0;
  return (
    <div className={styles.editor}>
      <div className={styles.section}>
        <EditWaveform
          peaks={peaks}
          durationS={durationS}
          selection={editor.state?.selectionRange ?? null}
          zoom={editor.zoom}
          onSelect={editor.select}
          onZoom={editor.setZoom}
        />
        {peaks.length === 0 && <p className={styles.muted}>{t('edit.noWaveform')}</p>}
        <EditSelection editor={editor} durationS={durationS} />
        {editor.error && (
          <p className={styles.error} role="alert">
            {t(`errors.${editor.error}`)}
          </p>
        )}
      </div>
      <EditTools editor={editor} busy={action.view === 'submitting' || action.view === 'running'} />
      <EditActionStatus action={action} />
    </div>
  );
}

/**
 * Edit mode on one clip (/edit/{clip_id}, issue 16): the waveform with its selection, the
 * tools, and the edit last applied. Showing the page holds the edit session open.
 */
export function EditPage({ clipId }: { clipId: string }) {
  const { t } = useTranslation();
  const editor = useEditor(clipId);
  const title = editor.clip ? t('edit.title', { title: editor.clip.title }) : undefined;
  return (
    <PageShell page="edit" title={title}>
      {editor.view === 'loading' && <Spinner />}
      {editor.view === 'failed' && editor.error === 'notFound' && (
        <p className={styles.muted}>{t('pages.edit.empty')}</p>
      )}
      {editor.view === 'failed' && editor.error !== 'notFound' && (
        <div className={styles.row}>
          <p className={styles.error} role="alert">
            {t(`errors.${editor.error ?? 'unknown'}`)}
          </p>
          <Button variant="ghost" onClick={editor.retry}>
            {t('edit.retry')}
          </Button>
        </div>
      )}
      {editor.view === 'ready' && editor.clip && <Editor editor={editor} clip={editor.clip} />}
    </PageShell>
  );
}
