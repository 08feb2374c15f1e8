// Field rules of spec section 5, shared by the forms and the API.
import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_LIMIT_MIN, LIST_PAGE_MIN, SEARCH_TEXT_MAX } from './constants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { text } from './text.ts';

/** Strips angle brackets and script-like text, lowercases, then checks the format. */
export const EmailSchema = z
  .string({ error: VALIDATION_MESSAGES.invalidEmail })
  .transform((value) =>
    value
      .replace(/javascript:|data:|vbscript:/gi, '')
      .replace(/on\w+\s*=/gi, '')
      .replace(/[<>]/g, '')
      .trim()
      .toLowerCase(),
  )
  .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail }).max(254, { error: VALIDATION_MESSAGES.invalidEmail }));

export const SignUpPasswordSchema = z
  .string()
  .min(8, VALIDATION_MESSAGES.passwordMin)
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Z]/, VALIDATION_MESSAGES.passwordUppercase)
  .regex(/[a-z]/, VALIDATION_MESSAGES.passwordLowercase)
  .regex(/[0-9]/, VALIDATION_MESSAGES.passwordNumber);

export const LoginPasswordSchema = z.string().min(1, VALIDATION_MESSAGES.passwordRequired);

export const SignInInputSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });

export const SignUpInputSchema = z
  .object({ email: EmailSchema, password: SignUpPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const SearchTextSchema = text().trim().max(SEARCH_TEXT_MAX, VALIDATION_MESSAGES.searchTooLong);

export const LIST_SORTS = ['newest', 'oldest', 'popular', 'alphabetical'] as const;

/** page, limit, sort and search of every list (spec section 5); unknown parameters are refused. */
export const ListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(LIST_PAGE_MIN).default(LIST_PAGE_MIN),
  limit: z.coerce.number().int().min(LIST_LIMIT_MIN).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  sort: z.enum(LIST_SORTS).default('newest'),
  q: SearchTextSchema.optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export interface Paginated<T> {
  items: T[];
  page: number;
  limit: number;
  /** How many items match, counted up to LIST_TOTAL_CAP (a search: SEARCH_TOTAL_CAP) or the page read, whichever is further. */
  total: number;
  /** True when more items match than `total`: counting stopped there ("1,000+"). */
  totalCapped: boolean;
}

/** The schema of a page of a list answer, for the operations' declarations. */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalCapped: z.boolean(),
  });
}
