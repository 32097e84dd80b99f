import type { KyInstance } from 'ky';
import { call } from './client';

/** `GET /api/generate/get_recommend_styles`: style chips and which styles go together. */
export interface RecommendedStyles {
  default_styles: string[];
  co_existing_styles_dict: Record<string, string[]>;
}

/** Style suggestions for the create form (spec 000 §7, §9). */
export function createTagsApi(http: KyInstance) {
  return {
    async recommend(tags: string, signal?: AbortSignal): Promise<string[]> {
      const body = await call(() =>
        http
          .post('tags/recommend', { json: { tags }, signal })
          .json<{ recommended_tags: string[] }>(),
      );
      return body.recommended_tags;
    },
    getRecommendedStyles(signal?: AbortSignal): Promise<RecommendedStyles> {
      return call(() =>
        http.get('generate/get_recommend_styles', { signal }).json<RecommendedStyles>(),
      );
    },
  };
}
