import { z } from 'zod';
import { ACCESS_TOKEN_NAME_MAX_CHARS } from './constants';

/** Body of `POST /api/account/tokens`: a name the user will recognise the token by. */
export const createAccessTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'accessTokenNameRequired')
    .max(ACCESS_TOKEN_NAME_MAX_CHARS, 'accessTokenNameTooLong'),
});
export type CreateAccessTokenBody = z.infer<typeof createAccessTokenSchema>;

/** A personal access token as listed: never the token itself, only its last four characters. */
export interface AccessToken {
  id: string;
  name: string;
  last_four: string;
  created_at: string;
  last_used_at: string | null;
}

/** `GET /api/account/tokens`. */
export interface AccessTokenList {
  tokens: AccessToken[];
}

/** `POST /api/account/tokens`: the token is in this answer and nowhere else, ever. */
export interface CreatedAccessToken extends AccessToken {
  token: string;
}
