import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { HooksFeedPage } from '../../features/hooks/HooksFeedPage';

export const Route = createFileRoute('/_app/hooks')({
  staticData: OPEN_TO_ALL,
  component: HooksFeedPage,
});
