import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { HookPage } from '../../features/hooks/HookPage';
import { MAKE_HOOK_ID } from '../../features/hooks/make/hook-flow-link';
import { MakeHookEntry } from '../../features/hooks/make/MakeHookEntry';

export const Route = createFileRoute('/_app/hook/$hookId')({
  staticData: OPEN_TO_ALL,
  component: function HookRoute() {
    const { hookId } = Route.useParams();
    return hookId === MAKE_HOOK_ID ? <MakeHookEntry /> : <HookPage hookId={hookId} />;
  },
});
