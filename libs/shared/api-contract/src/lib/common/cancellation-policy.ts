import * as v from 'valibot';
import { IsoDateSchema, IsoDateTimeSchema } from './iso-date';

/** Cancellation types; NCNR means non-cancellable, non-refundable. */
export const CANCELLATION_TYPES = ['FREE', 'PARTIAL', 'NCNR'] as const;

/** Kind of cancellation a stay allows. */
export const CancellationTypeSchema = v.picklist(CANCELLATION_TYPES, `must be one of ${CANCELLATION_TYPES.join(', ')}`);

/** FREE, PARTIAL or NCNR. */
export type CancellationType = v.InferOutput<typeof CancellationTypeSchema>;

/**
 * Cancellation terms of a stay, driving the card badge and the 'Cancellation conditions' modal.
 * Both `cancellable` and `isCancellable` exist in the spec; the API fills both with the same value.
 */
export const CancellationPolicySchema = v.object({
  type: CancellationTypeSchema,
  cancellable: v.boolean(),
  isCancellable: v.boolean(),
  /** Last moment a free change or partial refund is possible; null when not cancellable. */
  cancellationDeadline: v.nullable(IsoDateTimeSchema),
  /** Day until which the stay can be cancelled; null when not cancellable. */
  cancellableUntil: v.nullable(IsoDateSchema),
  message: v.nullable(v.string()),
});

/** A stay's cancellation terms. */
export type CancellationPolicy = v.InferOutput<typeof CancellationPolicySchema>;
