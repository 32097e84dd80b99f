import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ErrorCode } from '../../../contracts/errors';
import { useSession } from '../../app/useSession';
import { fieldOfServerError, validate, type FieldErrors } from './validation';

/**
 * Form state shared by sign-in and sign-up: values, field errors from the
 * shared schema, and the session's server error placed on its field. The schema (and zod with
 * it) loads when the form is first sent, not with the page (issue 11: the first route's code).
 */
export function useAuthForm<K extends string, S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  initial: Record<K, string>,
  submit: (input: z.output<S>) => void,
) {
  const session = useSession();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [showServerError, setShowServerError] = useState(false);

  const serverError = showServerError ? session.error : null;
  const serverField = serverError ? (fieldOfServerError(serverError) as K | undefined) : undefined;
  const fieldError = (field: K): ErrorCode | undefined =>
    errors[field] ?? (serverField === field ? (serverError ?? undefined) : undefined);

  return {
    values,
    busy: session.status === 'busy',
    fieldError,
    formError: serverError && !serverField ? serverError : null,
    /** With a form error of a refused attempt (429): the seconds until the next one may pass. */
    retryAfterS: serverError ? session.retryAfterS : null,
    change: (field: K) => (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      setShowServerError(false);
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void loadSchema().then((schema) => {
        const found = validate(schema, values);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setShowServerError(true);
        submit(schema.parse(values));
      });
    },
  };
}
