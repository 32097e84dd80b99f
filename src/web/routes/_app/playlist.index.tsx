import { createFileRoute } from '@tanstack/react-router';
import { PlaylistsPage } from '../../features/playlist/PlaylistsPage';

/** The user's playlists (spec 001 §2 /playlist): their own and the ones they like. */
export const Route = createFileRoute('/_app/playlist/')({
  component: PlaylistsPage,
});
