import { createFileRoute } from '@tanstack/react-router';
import { FollowingFeedPage } from '../../features/feed/FollowingFeedPage';

/** The following feed (spec 001 §1 "A following feed of published songs"), signed in. */
export const Route = createFileRoute('/_app/following')({ component: FollowingFeedPage });
