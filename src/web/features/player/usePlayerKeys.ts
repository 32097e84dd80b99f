import { useEffect } from 'react';
import { PLAYER_SEEK_STEP_S } from '../../../contracts/constants';
import type { PlayerEvent } from '../../../../machines/player/player.contract';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The key for a player event: space toggles, ←/→ seek 5 s, M mutes (spec 001 §4). */
export function playerEventForKey(key: string, currentTime: number): PlayerEvent | null {
  if (key === ' ') return { type: 'player.toggle' };
  if (key === 'ArrowLeft')
    return { type: 'player.seek', seconds: Math.max(0, currentTime - PLAYER_SEEK_STEP_S) };
  if (key === 'ArrowRight')
    return { type: 'player.seek', seconds: currentTime + PLAYER_SEEK_STEP_S };
  if (key === 'm' || key === 'M') return { type: 'player.toggleMute' };
  return null;
}

/** The player's keyboard shortcuts while the playbar shows; never while the user types. */
export function usePlayerKeys(send: (event: PlayerEvent) => void, currentTime: number) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // A focused control (a button, a slider) keeps its own keys.
      if (
        isTyping(event.target) ||
        (event.target as HTMLElement).closest?.('button, [role="slider"], a')
      )
        return;
      const playerEvent = playerEventForKey(event.key, currentTime);
      if (!playerEvent) return;
      event.preventDefault();
      send(playerEvent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send, currentTime]);
}
