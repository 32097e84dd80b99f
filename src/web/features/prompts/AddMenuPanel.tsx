import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { useAddMenu } from '../../app/useAddMenu';
import { usePrompts } from '../../app/usePrompts';
import type { CreateFields } from '../../../../machines/create/create.fields';
import { PersonaPicker } from '../persona/PersonaPicker';
import { PromptLibrary } from './PromptLibrary';
import * as styles from './AddMenu.css';

type Menu = ReturnType<typeof useAddMenu>;

/**
 * The open Add menu's panel: its main page (personas, prompts, save the current form) or one of
 * those pages. Each page puts focus on its first button; a press outside closes the menu.
 */
export function AddMenuPanel(props: {
  id: string;
  page: Exclude<Menu['page'], 'closed'>;
  menu: Menu;
  fields: CreateFields;
  onPersona: (persona: CreateFields['persona']) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  closeAndFocus: () => void;
}) {
  const { t } = useTranslation();
  const prompts = usePrompts();
  const panelRef = useRef<HTMLDivElement>(null);
  const { page, menu, buttonRef, closeAndFocus } = props;
  const { close } = menu;

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [page]);

  useEffect(() => {
    // A press anywhere outside the button and the panel closes the menu, like any popover.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        close();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [buttonRef, close]);

  return (
    <div
      ref={panelRef}
      id={props.id}
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
              prompts.save(props.fields);
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
                props.onPersona({ id: persona.id, name: persona.name });
                closeAndFocus();
              }}
            />
          ) : (
            <PromptLibrary prompts={prompts} onApplied={closeAndFocus} />
          )}
        </>
      )}
    </div>
  );
}
