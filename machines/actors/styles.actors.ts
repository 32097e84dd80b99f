import { fromPromise } from 'xstate';
import type { TagsPort } from './ports';

/** The style suggestions' effect actors, built from the tags port. */
export function createStylesActors(tags: TagsPort) {
  return {
    fetchDefaultStyles: fromPromise<string[], void>(({ signal }) => tags.getDefaultStyles(signal)),
    recommendStyles: fromPromise<string[], { tags: string }>(({ input, signal }) =>
      tags.recommend(input.tags, signal),
    ),
  };
}
