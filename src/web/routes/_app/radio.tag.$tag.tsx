import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { TagRadioPage } from '../../features/radio/TagRadioPage';

/** Tag radio (/radio/tag/{tag}): public songs naming a style, so open to visitors too. */
export const Route = createFileRoute('/_app/radio/tag/$tag')({
  staticData: OPEN_TO_ALL,
  component: function TagRadioRoute() {
    const { tag } = Route.useParams();
    return <TagRadioPage key={tag} tag={tag} />;
  },
});
