import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Clip } from '../../../contracts/clip';
import type { ClipActions } from '../../app/useClipActions';
import * as buttonStyles from '../../ui/Button.css';
import type { MenuItem } from '../clip-menu/menuItems';
import * as styles from './ClipActionsMenu.css';

/** Menu items, in order; a link item downloads rather than sends an event. */
type Item = MenuItem;

/**
 * The song page's actions button and menu (WAI-ARIA menu button): Enter, Space or the arrow
 * keys open it, the arrows, Home and End move between items, Escape closes it and gives focus
 * back to the button, Tab closes it.
 */
export function ClipActionsMenu({
  clip,
  actions,
  isOwner,
  extraItems = [],
  buttonLabel,
  coverable = isCoverable(clip, isOwner, false),
}: {
  clip: Clip;
  actions: ClipActions;
  isOwner: boolean;
  /** Whether the viewer may cover the clip (spec 001 §6); by default without contests. */
  coverable?: boolean;
  /** Entries of other features (settings, playlists, personas...), after the tasks. */
  extraItems?: MenuItem[];
  /** The button's accessible name in a list of clips (each its own); "Actions" alone otherwise. */
  buttonLabel?: string;
}) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusLast = useRef(false);
  const menuId = useId();
  const buttonId = useId();
  const open = actions.view === 'menu';
  const { close } = actions;

  // Other features' entries come after the tasks.
  const items: Item[] = [
    // Others may remix only what its owner lets them (spec 000 §6: can_remix).
    ...(isOwner || clip.metadata.can_remix
      ? [{ key: 'extend', label: t('songActions.extend'), onSelect: actions.extend }]
      : []),
    // Spec 001 §6 cover eligibility; refused, it stays in the menu saying why.
    coverable
      ? { key: 'cover', label: t('songActions.cover'), onSelect: actions.cover }
      : { key: 'cover', label: t('songActions.coverNotAllowed'), disabled: true },
    ...(isOwner
      ? [{ key: 'remaster', label: t('songActions.remaster'), onSelect: actions.remaster }]
      : []),
    // A stem cannot be split again (the server refuses it).
    ...(isOwner && !clip.metadata.stem_type_group_name
      ? [{ key: 'stems', label: t('songActions.stems'), onSelect: actions.stems }]
      : []),
    ...(isOwner && clip.metadata.continue_clip_id
      ? [{ key: 'wholeSong', label: t('songActions.wholeSong'), onSelect: actions.wholeSong }]
      : []),
    // Each closes the menu first, then does its own thing (most open a dialog).
    ...extraItems.map((item) => ({
      ...item,
      onSelect: item.onSelect
        ? () => {
            close();
            item.onSelect?.();
          }
        : undefined,
    })),
  ];

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    (focusLast.current ? all[all.length - 1] : all[0])?.focus();
    focusLast.current = false;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // A press outside the button and the menu closes it, like any popup.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusLast.current = event.key === 'ArrowUp';
    if (!open) actions.toggle();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(all.length - 1);
        break;
      case 'Escape':
        close();
        buttonRef.current?.focus();
        break;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const select = (item: Item) => {
    if (item.disabled) return;
    if (item.onSelect) item.onSelect();
    else close();
  };

  return (
    <div className={styles.bar}>
      <div className={styles.anchor}>
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          className={buttonStyles.button.ghost}
          aria-label={buttonLabel}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          disabled={!actions.ready}
          onClick={actions.toggle}
          onKeyDown={onButtonKeyDown}
        >
          {t('songActions.button')} <span aria-hidden="true">▾</span>
        </button>
        {open && (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            className={styles.menu}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item) => (
              <MenuItem key={item.key} item={item} onSelect={() => select(item)}>
                {item.label}
              </MenuItem>
            ))}
          </div>
        )}
      </div>
      {actions.submittingTask && !isDialogTask(actions.submittingTask) && (
        <p className={styles.status} role="status">
          {t(`songActions.working.${actions.submittingTask}`)}
        </p>
      )}
    </div>
  );
}

/**
 * Spec 001 §6: the owner's clips, allowed ones (public, the creator lets others remix: spec 000
 * §6 can_remix) and contest clips (public base clips of an open contest) may be covered.
 */
export const isCoverable = (clip: Clip, isOwner: boolean, isContestClip: boolean): boolean =>
  isOwner || (clip.is_public && (clip.metadata.can_remix || isContestClip));

const isDialogTask = (task: string) => task === 'extend' || task === 'cover' || task === 'remaster';

function MenuItem({
  item,
  onSelect,
  children,
}: {
  item: Item;
  onSelect: () => void;
  children: ReactNode;
}) {
  if (item.href) {
    return (
      <a
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        href={item.href}
        download={item.download}
        onClick={onSelect}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      role="menuitem"
      tabIndex={-1}
      type="button"
      className={styles.item}
      aria-disabled={item.disabled || undefined}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}
