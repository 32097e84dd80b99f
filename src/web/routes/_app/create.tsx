import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '../../features/create/CreatePage';

/** `wid` selects a workspace (spec 001 §2: the workspace lives in the wid query parameter). */
export const Route = createFileRoute('/_app/create')({
  validateSearch: (search: Record<string, unknown>): { wid?: string } =>
    typeof search.wid === 'string' && search.wid ? { wid: search.wid } : {},
  component: CreatePage,
});
