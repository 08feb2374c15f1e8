// The profile's optional phone number (spec section 5: "optional, international
// format"): typed with a + and the country code, checked against the numbering
// plans of libphonenumber-js, and kept in E.164 ("+442079460958") so one number
// is stored one way however it was typed. Only its owner ever sees it.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { text } from '../text.ts';

export const PHONE_MESSAGES = {
  invalid: 'Enter a phone number in international format, starting with + and the country code, such as +44 20 7946 0958',
} as const;

/** What may be typed: a +, then digits with the usual spaces, dots, dashes and brackets; nothing else (no extension). */
const TYPED_INTERNATIONAL = /^\+[0-9][0-9 ().-]{3,30}$/;

/** The E.164 form of a valid international number, or null. */
export function toE164(value: string): string | null {
  const typed = value.trim();
  if (!TYPED_INTERNATIONAL.test(typed)) return null;
  const number = parsePhoneNumberFromString(typed);
  return number?.isValid() ? number.number : null;
}

/**
 * A phone number in international format; its output is the E.164 form. An
 * overwrite rather than a transform keeps it a plain string schema, so inside
 * a union (an empty string clears the field) its own message still reaches the field.
 */
export const PhoneSchema = text()
  .trim()
  .refine((value) => toE164(value) !== null, PHONE_MESSAGES.invalid)
  .overwrite((value) => toE164(value) ?? value);
