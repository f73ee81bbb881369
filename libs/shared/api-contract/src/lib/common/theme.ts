import * as v from 'valibot';
import { IdSchema } from './ids';

/** A theme (e.g. 39 = family); the client maps `iconGroup` to one of its ~24 icons, unmapped ones get a default. */
export const ThemeSchema = v.object({
  id: IdSchema,
  name: v.string(),
  iconGroup: v.nullable(v.string()),
});

/** A search theme. */
export type Theme = v.InferOutput<typeof ThemeSchema>;
