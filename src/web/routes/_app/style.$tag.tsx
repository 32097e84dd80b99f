import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { TagSongsPage } from '../../features/tags/TagSongsPage';

/** A style tag's page (/style/{tag}): public songs naming the style, open to visitors. */
export const Route = createFileRoute('/_app/style/$tag')({
  staticData: OPEN_TO_ALL,
  component: function StyleRoute() {
    const { tag } = Route.useParams();
    return <TagSongsPage key={tag} searchType="tag_song" tag={tag} />;
  },
});
