// The suggestion form's values checked with the shared contract, so the form
// shows the same messages the server would, field by field, before sending.
import { type SuggestTopicInput, SuggestTopicInputSchema } from '#shared/topics/contract.ts';

export interface SuggestionValues {
  title: string;
  category: string;
  description: string;
}

export type SuggestionErrors = Partial<Record<keyof SuggestionValues, string>>;

export function checkSuggestion(
  values: SuggestionValues,
): { input: SuggestTopicInput; errors: null } | { input: null; errors: SuggestionErrors } {
  const result = SuggestTopicInputSchema.safeParse(values);
  if (result.success) return { input: result.data, errors: null };
  const errors: SuggestionErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SuggestionValues;
    errors[field] ??= issue.message;
  }
  return { input: null, errors };
}

/** The server's field errors ({ field: [messages] }) as the form's. */
export function serverSuggestionErrors(fields: Record<string, string[]> | undefined): SuggestionErrors {
  const errors: SuggestionErrors = {};
  for (const key of ['title', 'category', 'description'] as const) {
    const message = fields?.[key]?.[0];
    if (message) errors[key] = message;
  }
  return errors;
}
