// One way to build a form (react-hook-form + the shared zod schema): useApiForm
// validates with the schema, keeps to the per-browser limit of form submissions
// (spec section 9: FORM_RATE_LIMIT, 10 a minute), and puts what the server
// refuses ({ error: { fields } }) on the fields it names; a message for a path
// the form does not have becomes the form-level error (errors.root.server, shown
// by <FormError>).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { LOCAL_RATE_LIMIT_TOAST } from '#shared/messages.ts';
import { ApiRequestError } from './api-client.ts';
import { consumeAttempt, FORM_RATE_LIMIT, type LocalRateLimit } from './local-rate-limit.ts';
import { notify, notifyError } from './toast.ts';

/** Where the form-level error lives in react-hook-form's errors (cleared on the next submit). */
export const FORM_ERROR_PATH = 'root.server' as const;

/** What a refused submission says (the limit of spec section 9). */
export const FORM_RATE_LIMIT_MESSAGE = LOCAL_RATE_LIMIT_TOAST;

export interface ServerErrorSplit {
  /** Messages for paths the form has, in the server's order (first message of each). */
  fieldErrors: { path: string; message: string }[];
  /** Messages for paths the form does not have (or for the form as a whole). */
  formErrors: string[];
}

/** True when `path` ("a.b", "items.0.text") names something in the form's values. */
export function hasFieldPath(values: unknown, path: string): boolean {
  if (!path) return false;
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

/** The path itself when it is a field, else its nearest ancestor that is ("formats.2" → "formats"), else null. */
function nearestField(path: string, isField: (path: string) => boolean): string | null {
  const segments = path.split('.');
  for (let end = segments.length; end > 0; end--) {
    const candidate = segments.slice(0, end).join('.');
    if (isField(candidate)) return candidate;
  }
  return null;
}

/** Sorts the server's { path: [messages] } into field errors (on the nearest field) and form-level messages. */
export function splitServerErrors(
  fields: Record<string, readonly string[]> | undefined,
  isField: (path: string) => boolean,
  fieldMap: Readonly<Record<string, string>> = {},
): ServerErrorSplit {
  const split: ServerErrorSplit = { fieldErrors: [], formErrors: [] };
  for (const [serverPath, messages] of Object.entries(fields ?? {})) {
    const message = messages.find((m) => typeof m === 'string' && m.length > 0);
    if (!message) continue;
    const path = nearestField(fieldMap[serverPath] ?? serverPath, isField);
    if (path) split.fieldErrors.push({ path, message });
    else if (!split.formErrors.includes(message)) split.formErrors.push(message);
  }
  return split;
}

/** The field messages a failure carries: an ApiRequestError's, or a Better Auth error's ({ fields } or { error: { fields } }). */
export function serverFieldsOf(error: unknown): Record<string, string[]> | undefined {
  if (error instanceof ApiRequestError) return error.fields;
  if (error === null || typeof error !== 'object') return undefined;
  const candidate =
    (error as { fields?: unknown }).fields ?? (error as { error?: { fields?: unknown } }).error?.fields ?? undefined;
  if (candidate === null || typeof candidate !== 'object' || Array.isArray(candidate)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(candidate)) {
    if (Array.isArray(messages)) fields[path] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') fields[path] = [messages];
  }
  return fields;
}

/** Whether one more submission fits the per-browser limit (recorded when it does). */
export function allowSubmission(rule: LocalRateLimit = FORM_RATE_LIMIT, now = Date.now(), storage?: Storage): boolean {
  try {
    return consumeAttempt(rule, now, storage ?? localStorage);
  } catch {
    return true;
  }
}

/** The part of a react-hook-form form the error helpers use (any form's values fit). */
export interface FormErrorTarget {
  getValues(): unknown;
  setError(name: string, error: { type: string; message: string }, options?: { shouldFocus?: boolean }): void;
}

/** Sets the form-level error (shown by <FormError message={formError}>). */
export function setFormError(form: FormErrorTarget, message: string): void {
  form.setError(FORM_ERROR_PATH, { type: 'server', message });
}

export interface AppliedServerErrors {
  /** How many fields got a server message. */
  fields: number;
  /** The form-level message set, if any. */
  formError: string | null;
}

/**
 * Puts a failure's field messages on the form: known paths on their fields (the
 * first focused), the rest as the form-level error. Answers what it applied.
 */
export function applyServerErrors(
  form: FormErrorTarget,
  error: unknown,
  options: { fieldMap?: Readonly<Record<string, string>> } = {},
): AppliedServerErrors {
  const values = form.getValues();
  const split = splitServerErrors(serverFieldsOf(error), (path) => hasFieldPath(values, path), options.fieldMap);
  split.fieldErrors.forEach(({ path, message }, index) => {
    form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  const formError = split.formErrors.length ? split.formErrors.join(' ') : null;
  if (formError) setFormError(form, formError);
  return { fields: split.fieldErrors.length, formError };
}

export interface UseApiFormOptions<Input extends FieldValues, Output> {
  /** The shared contract's schema (or a local one built on it). */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the valid values. Throw (an ApiRequestError, say) to have the server's field messages shown. */
  onSubmit(values: Output, form: UseFormReturn<Input, unknown, Output>): Promise<unknown> | unknown;
  /**
   * After a thrown failure's field messages are on the form. Without it: a toast
   * for the failure, unless the server's messages went onto the form.
   */
  onError?(error: unknown, applied: AppliedServerErrors, form: UseFormReturn<Input, unknown, Output>): void;
  /** The per-browser limit; FORM_RATE_LIMIT unless told (false: none, e.g. for a search box). */
  rateLimit?: LocalRateLimit | false;
  /** Server field names that the form holds under another path, e.g. { startsAt: 'startsAtLocal' }. */
  fieldMap?: Readonly<Record<string, string>>;
  /** When the schema refuses the values (react-hook-form focuses the first bad field unless told not to). */
  onInvalid?(errors: FieldErrors<Input>): void;
  /** Other react-hook-form options (mode, values…). */
  formOptions?: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'>;
}

export interface ApiForm<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** For <form onSubmit={submit}>. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The form-level error, for <FormError message={formError} />. */
  formError: string | undefined;
}

export function useApiForm<Input extends FieldValues, Output = Input>({
  schema,
  defaultValues,
  onSubmit,
  onError,
  onInvalid,
  rateLimit = FORM_RATE_LIMIT,
  fieldMap,
  formOptions,
}: UseApiFormOptions<Input, Output>): ApiForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    ...formOptions,
    resolver: zodResolver(schema as z.ZodType<Output, Input>) as UseFormProps<Input, unknown, Output>['resolver'],
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    if (rateLimit && !allowSubmission(rateLimit)) {
      notify.error(FORM_RATE_LIMIT_MESSAGE);
      return;
    }
    try {
      await onSubmit(values, form);
    } catch (error) {
      const applied = applyServerErrors(form, error, { fieldMap });
      if (onError) onError(error, applied, form);
      else if (applied.fields === 0 && !applied.formError) notifyError(error);
    }
  }, onInvalid);
  const rootErrors = form.formState.errors.root as Record<string, { message?: string }> | undefined;
  return { form, submit, formError: rootErrors?.server?.message };
}
