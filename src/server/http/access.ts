/**
 * The vocabulary of the access table (access-rules.ts): who may call a route, what it acts on,
 * and what every other caller gets.
 */

/** The kinds of object a route acts on, each owned by one user. */
export type ObjectKind =
  | 'clip'
  | 'persona'
  | 'accessToken'
  | 'lyrics'
  | 'savedPrompt'
  | 'editAction'
  | 'playlist'
  | 'comment'
  /** A share link: its content's owner's, public with the content. */
  | 'shareLink'
  /** A workspace the caller owns (issue 19). */
  | 'project'
  /** An invitation to a workspace, the invited user's. */
  | 'invite'
  /** A workspace the caller collaborates on (an accepted invitation). */
  | 'sharedProject'
  /** An uploaded video (issue 18), its uploader's alone. */
  | 'videoUpload'
  /** An upload (issue 16): the presigned target its owner asked for and what became of it. */
  | 'upload';

/** Where a route finds its object's id: a path parameter, a query parameter or a body field. */
export interface ObjectRef {
  kind: ObjectKind;
  in: 'path' | 'query' | 'body';
  /** The parameter or field; a body field ending in `[]` is a list of ids. */
  name: string;
}

export type AccessRule =
  /** Anyone, signed out too. */
  | { access: 'anyone'; maxBodyBytes?: number; note?: string }
  /** Any signed-in user, acting on their own account; signed out: 401. */
  | { access: 'user'; maxBodyBytes?: number; note?: string }
  /** Staff accounts (`user.isStaff`); signed out: 401, other users: 403. */
  | { access: 'staff'; maxBodyBytes?: number; note?: string }
  /**
   * The object's owner. `publicTo` also lets in signed-in users (`users`) or anyone (`anyone`)
   * while the object is public and not in the trash. Signed out: 401 (404 when `publicTo` is
   * `anyone`); anyone else: 404, as for an unknown id, so nothing is revealed; `publicRefusal`
   * when the refused object is public (its existence is no secret then).
   */
  | {
      access: 'owner';
      object: ObjectRef;
      publicTo?: 'users' | 'anyone';
      publicRefusal?: 403;
      maxBodyBytes?: number;
      note?: string;
    };

/** Who calls, as the matrix tries every route: signed out, the object's owner, another user, staff. */
export type Caller = 'anonymous' | 'owner' | 'other' | 'staff';

/**
 * What `caller` gets from a route with `rule`: null when let in, else the refusal's status.
 * `isPublic` is the state of the route's object (ignored for routes without one). Staff are
 * users like any other on routes that are not staff-only: they get no one else's objects.
 */
export function refusal(
  rule: AccessRule,
  caller: Caller,
  isPublic = false,
): 401 | 403 | 404 | null {
  if (rule.access === 'anyone') return null;
  if (rule.access === 'user') return caller === 'anonymous' ? 401 : null;
  if (rule.access === 'staff') {
    if (caller === 'anonymous') return 401;
    return caller === 'staff' ? null : 403;
  }
  if (caller === 'owner') return null;
  const open =
    isPublic &&
    (rule.publicTo === 'anyone' || (rule.publicTo === 'users' && caller !== 'anonymous'));
  if (open) return null;
  if (caller === 'anonymous' && rule.publicTo !== 'anyone') return 401;
  return isPublic && rule.publicRefusal ? rule.publicRefusal : 404;
}

/** `/path/:id` → the object is the path parameter `name`. */
export const inPath = (kind: ObjectKind, name = 'id'): ObjectRef => ({ kind, in: 'path', name });
export const inQuery = (kind: ObjectKind, name: string): ObjectRef => ({ kind, in: 'query', name });
export const inBody = (kind: ObjectKind, name: string): ObjectRef => ({ kind, in: 'body', name });
