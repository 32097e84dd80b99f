import { createFileRoute } from '@tanstack/react-router';
import { EditPage } from '../../features/edit/EditPage';

/** Edit mode (spec 000 §2): /edit/{clip_id}; entering starts an edit session, leaving ends it. */
export const Route = createFileRoute('/_app/edit/$')({
  component: function EditRoute() {
    const { _splat: clipId = '' } = Route.useParams();
    return <EditPage key={clipId} clipId={clipId} />;
  },
});
