import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAddMenu } from '../../app/useAddMenu';
import { usePrompts } from '../../app/usePrompts';
import type { CreateFields } from '../../../../machines/create/create.fields';
import * as buttonStyles from '../../ui/Button.css';
import { PersonaPicker } from '../persona/PersonaPicker';
import { PromptLibrary } from './PromptLibrary';
import * as styles from './AddMenu.css';

/**
 * The create form's Add button and its menu (spec 000 §2: main, personas, prompts). Escape
 * closes it and gives focus back to the button; each page puts focus on its first button.
 */
export function AddMenu({
  fields,
  onPersona,
}: {
  fields: CreateFields;
  /** Sets the persona the song is sung with (the personas page). */
  onPersona: (persona: CreateFields['persona']) => void;
}) {
  const { t } = useTranslation();
  const menu = useAddMenu();
  const prompts = usePrompts();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { page, close } = menu;

  useEffect(() => {
    if (page !== 'closed') panelRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [page]);

  useEffect(() => {
    if (page === 'closed') return;
    // A press anywhere outside the button and the panel closes the menu, like any popover.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        close();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [page, close]);

  const closeAndFocus = () => {
    menu.close();
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeAndFocus();
  };

  return (
    <div className={styles.anchor} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonStyles.button.ghost}
        aria-expanded={page !== 'closed'}
        aria-controls={page !== 'closed' ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={menu.toggle}
      >
        {t('addMenu.button')}
      </button>
      {page !== 'closed' && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={t(`addMenu.title.${page}`)}
          className={styles.panel}
          data-state={page}
        >
          {page === 'main' ? (
            <div className={styles.items}>
              <button type="button" className={styles.item} onClick={menu.showPersonas}>
                {t('addMenu.personas')}
                <span aria-hidden="true">›</span>
              </button>
              <button type="button" className={styles.item} onClick={menu.showPrompts}>
                {t('addMenu.prompts')}
                <span aria-hidden="true">›</span>
              </button>
              <button
                type="button"
                className={styles.item}
                disabled={prompts.busy}
                onClick={() => {
                  prompts.save(fields);
                  closeAndFocus();
                }}
              >
                {t('addMenu.saveCurrent')}
              </button>
            </div>
          ) : (
            <>
              <div className={styles.header}>
                <button
                  type="button"
                  className={styles.back}
                  aria-label={t('addMenu.back')}
                  onClick={menu.back}
                >
                  ‹
                </button>
                <h3 className={styles.heading}>{t(`addMenu.title.${page}`)}</h3>
              </div>
              {page === 'personas' ? (
                <PersonaPicker
                  onPick={(persona) => {
                    onPersona({ id: persona.id, name: persona.name });
                    closeAndFocus();
                  }}
                />
              ) : (
                <PromptLibrary prompts={prompts} onApplied={closeAndFocus} />
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
