import { auraImagePath } from '../../../contracts/workspace';
import * as styles from './Workspaces.css';

/** A workspace's aura image (spec 001 §2 Aura-NN.jpg), decorative beside its name. */
export function WorkspaceAura({ id, size = 56 }: { id: string; size?: number }) {
  return (
    <img
      className={styles.aura}
      src={auraImagePath(id)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
