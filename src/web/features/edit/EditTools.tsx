import type { EditTool } from '../../../contracts/edit-state';
import type { EditorState } from '../../app/useEditor';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as styles from './Edit.css';
import { ToolSettings } from './ToolSettings';

const TOOLS: Exclude<EditTool, 'edit_details'>[] = ['crop', 'fade', 'speed', 'infill', 'extend'];

/**
 * The tools (crop, fade out, speed, replace section, extend from a point) as toggle buttons, the chosen tool's
 * settings and its apply button; replacing a section needs a selection of 5 s or more.
 */
export function EditTools({ editor, busy }: { editor: EditorState; busy: boolean }) {
  const { t } = useTranslation();
  const active = editor.state?.activeEditTool ?? 'edit_details';
  // Spec 001 §5: the replace-section action shows only for a selection of 5 s or more.
  const hidesApply = active === 'infill' && editor.infillKind === 'infill' && !editor.canInfill;
  return (
    <div className={styles.section}>
      <fieldset className={styles.tools}>
        <legend className={styles.muted}>{t('edit.tools')}</legend>
        {TOOLS.map((tool) => (
          <Button
            key={tool}
            variant="ghost"
            className={styles.tool}
            aria-pressed={active === tool}
            onClick={() => editor.update({ activeEditTool: tool })}
          >
            {t(`edit.tool.${tool}`)}
          </Button>
        ))}
      </fieldset>
      {active === 'edit_details' ? (
        <p className={styles.muted}>{t('edit.chooseTool')}</p>
      ) : (
        <>
          <ToolSettings editor={editor} tool={active} />
          <div className={styles.row}>
            {!hidesApply && (
              <Button onClick={editor.apply} disabled={!editor.canApply || busy}>
                {t(
                  active === 'infill' ? `edit.apply.${editor.infillKind}` : `edit.apply.${active}`,
                )}
              </Button>
            )}
            {!editor.canApply && (
              <span className={styles.muted}>
                {t(hidesApply ? 'edit.infillNeedsSelection' : 'edit.needsSelection')}
              </span>
            )}
          </div>
        </>
      )}
      {editor.canConcat && (
        <div className={styles.row}>
          <Button variant="ghost" onClick={editor.concat} disabled={busy}>
            {t('edit.wholeSong')}
          </Button>
        </div>
      )}
    </div>
  );
}
