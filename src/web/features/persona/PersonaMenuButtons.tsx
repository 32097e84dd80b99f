import type { Clip } from '../../../contracts/clip';
import { Button } from '../../ui/Button';
import { usePersonaMenuItems } from './usePersonaMenuItems';

/**
 * The persona entries of a clip as buttons, until the shared clip menu lists them
 * (`usePersonaMenuItems`).
 */
export function PersonaMenuButtons({ clip }: { clip: Clip }) {
  const items = usePersonaMenuItems(clip);
  return (
    <>
      {items.map((item) => (
        <Button key={item.key} variant="ghost" onClick={item.onSelect}>
          {item.label}
        </Button>
      ))}
    </>
  );
}
