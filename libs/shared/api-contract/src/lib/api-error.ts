import * as v from 'valibot';

/** The one error shape of the API: a stable code, a readable message, and details naming the field when useful. */
export const ApiErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  details: v.optional(v.unknown()),
});

/** An error reply of the API. */
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;
