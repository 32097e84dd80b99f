import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { TagSongsPage } from '../../features/tags/TagSongsPage';

/** A hashtag's page (/hashtag/{tag}): public songs using it in their caption, for anyone. */
export const Route = createFileRoute('/_app/hashtag/$tag')({
  staticData: OPEN_TO_ALL,
  component: function HashtagRoute() {
    const { tag } = Route.useParams();
    return <TagSongsPage key={tag} searchType="hashtag_song" tag={tag} />;
  },
});
