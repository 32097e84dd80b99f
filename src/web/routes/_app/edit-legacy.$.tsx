import { createFileRoute } from '@tanstack/react-router';
import { EditPage } from '../../features/edit/EditPage';

/** The legacy edit path (spec 000 §2): the same edit mode and session as /edit/{clip_id}. */
export const Route = createFileRoute('/_app/edit-legacy/$')({
  component: function EditLegacyRoute() {
    const { _splat: clipId = '' } = Route.useParams();
    return <EditPage key={clipId} clipId={clipId} />;
  },
});
