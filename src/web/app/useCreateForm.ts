import { useSelector } from '@xstate/react';
import { selectDefaultModel, selectModels } from '../../../machines/billing/billing.selectors';
import type { CreateFields } from '../../../machines/create/create.fields';
import {
  selectCopyrightText,
  selectDescriptionLeft,
  selectFieldErrors,
  selectFields,
  selectIsRestoring,
  selectIsSubmitting,
  selectPrompt,
  selectSubmitError,
} from '../../../machines/create/create.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** The create form: fields, errors, the dialog a failed submit opened, and the actions. */
export function useCreateForm() {
  const ref = useSignedInActor('create');
  const send = useSignedInSend('create');
  const billing = useSignedInActor('billing');
  const models = useSelector(billing, selectModels);
  const defaultModel = useSelector(billing, selectDefaultModel);
  const fields = useSelector(ref, selectFields);
  return {
    fields,
    fieldErrors: useSelector(ref, selectFieldErrors),
    restoring: useSelector(ref, selectIsRestoring),
    submitting: useSelector(ref, selectIsSubmitting),
    prompt: useSelector(ref, selectPrompt),
    copyrightText: useSelector(ref, selectCopyrightText),
    submitError: useSelector(ref, selectSubmitError),
    descriptionLeft: useSelector(ref, selectDescriptionLeft),
    update: (patch: Partial<CreateFields>) => send({ type: 'create.update', patch }),
    submit: () => {
      // The chosen model's limits (lyrics length, sliders) come from billing's model list.
      const model = models.find((m) => m.external_key === fields?.mv) ?? defaultModel ?? undefined;
      send({ type: 'create.submit', model });
    },
    dismiss: () => send({ type: 'create.dismiss' }),
    reset: () => send({ type: 'create.reset' }),
  };
}
