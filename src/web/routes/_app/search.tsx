import { createFileRoute } from '@tanstack/react-router';
import { searchPageTypeOf } from '../../../contracts/search';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { SearchPage } from '../../features/search/SearchPage';

/** Search screens use `q` and `type` (spec 001 §2); public results, so open to visitors too. */
export const Route = createFileRoute('/_app/search')({
  staticData: OPEN_TO_ALL,
  // A term of digits comes back from the address as a number: it is still the term.
  validateSearch: (search: Record<string, unknown>): { q?: string; type?: string } => ({
    ...((typeof search.q === 'string' || typeof search.q === 'number') && { q: String(search.q) }),
    ...(typeof search.type === 'string' && { type: search.type }),
  }),
  component: function SearchRoute() {
    const { q, type } = Route.useSearch();
    return <SearchPage q={q ?? ''} type={searchPageTypeOf(type)} />;
  },
});
