import type { Clip } from '../../../contracts/clip';
import { useClipMenu } from '../../app/useClipMenu';
import { ReactionButtons } from '../clip-menu/ReactionButtons';

/** The playing song's like and dislike (issue 12's reaction actors), for a signed-in user. */
export function PlaybarLike({ clip }: { clip: Clip }) {
  const menu = useClipMenu(clip);
  return <ReactionButtons menu={menu} title={clip.title} />;
}
