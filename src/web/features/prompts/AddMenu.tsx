import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAddMenu } from '../../app/useAddMenu';
import type { CreateFields } from '../../../../machines/create/create.fields';
import * as buttonStyles from '../../ui/Button.css';
import { lazyComponent } from '../../ui/lazy';
import * as styles from './AddMenu.css';

// The menu's panel loads when first opened (issue 11: the create form's first view).
const AddMenuPanel = lazyComponent(async () => (await import('./AddMenuPanel')).AddMenuPanel);

/**
 * The create form's Add button and its menu (spec 000 §2: main, personas, prompts). Escape
 * closes it and gives focus back to the button.
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { page } = menu;

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
        <AddMenuPanel
          id={panelId}
          page={page}
          menu={menu}
          fields={fields}
          onPersona={onPersona}
          buttonRef={buttonRef}
          closeAndFocus={closeAndFocus}
        />
      )}
    </div>
  );
}
