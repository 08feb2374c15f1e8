// What to say when the server refuses a tournament action: its own sentence for
// a refusal it explains (a wrong code, a full team, not a judge), the generic
// text for a failure it does not.
import { errorMessageFor } from '#web/components/query-states.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { type AppliedServerErrors, type FormErrorTarget, setFormError } from '#web/lib/form.ts';

/** The highest status whose message is the server's explanation to the person. */
const LAST_CLIENT_STATUS = 499;

export function refusalMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status <= LAST_CLIENT_STATUS && error.status !== 429) {
    return error.message;
  }
  return errorMessageFor(error);
}

/** The forms' `onError`: a refusal that named no field shows above the form, in the server's words. */
export function showRefusalAboveForm(error: unknown, applied: AppliedServerErrors, form: FormErrorTarget): void {
  if (applied.fields === 0 && !applied.formError) setFormError(form, refusalMessage(error));
}
