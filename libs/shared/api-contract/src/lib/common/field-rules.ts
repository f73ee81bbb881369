import * as v from 'valibot';

/** A rule broken by a combination of fields, reported on the field the client should change. */
export interface FieldRuleViolation {
  readonly field: string;
  readonly message: string;
}

/**
 * Cross-field rules (checkout after checkin, max above min) as a pipe step: each violation becomes an
 * issue whose path names its field, so the 400 reply points at it like any other field error.
 */
export function fieldRules<TValue extends object>(rules: (value: TValue) => readonly FieldRuleViolation[]) {
  return v.rawCheck<TValue>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value as Record<string, unknown>;
    for (const violation of rules(dataset.value)) {
      addIssue({
        message: violation.message,
        path: [{ type: 'object', origin: 'value', input, key: violation.field, value: input[violation.field] }],
      });
    }
  });
}
