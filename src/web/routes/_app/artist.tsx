import { createFileRoute } from '@tanstack/react-router';
import { ArtistRedirect } from '../../features/profile/ArtistRedirect';

/** /artist (spec 001 §2): the signed-in user's own artist profile, /@{their handle}. */
export const Route = createFileRoute('/_app/artist')({ component: ArtistRedirect });
