import { Hono } from 'hono';
import { errorResponse } from '../http/errors';
import { LocalUploadStorage } from '../uploads/local-storage';
import type { UploadStorage } from '../uploads/upload-storage';
import { PostRefused } from '../uploads/verify-post';

/**
 * The local storage adapter's POST endpoint (what an S3 bucket is for the S3 adapter): a
 * multipart form of the presigned fields and `file`, answered 204 as S3 does. Who may post is
 * decided by the signed policy alone, so it is open to anyone, signed out too.
 */
export function uploadStorageRoutes(storage: UploadStorage): Hono {
  const router = new Hono({ strict: false });
  if (!(storage instanceof LocalUploadStorage)) return router;
  router.post('/', async (c) => {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return errorResponse(c, 400, 'The body must be a multipart form.', 'MalformedPOSTRequest');
    }
    const file = form.get('file');
    if (!(file instanceof Blob)) {
      return errorResponse(c, 400, 'The form has no file field.', 'InvalidArgument');
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      if (name !== 'file' && typeof value === 'string') fields[name.toLowerCase()] = value;
    }
    try {
      await storage.receive(fields, new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof PostRefused) {
        return errorResponse(c, error.status, error.message, error.code);
      }
      throw error;
    }
    return c.body(null, 204);
  });
  return router;
}
