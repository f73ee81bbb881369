import * as v from 'valibot';
import type { OpenApiDescriptionKey } from './openapi-descriptions';

/** What a {@link documented} step carries: the key of its text, not the text. */
export type DocumentedMetadata = { readonly openApiDescription: OpenApiDescriptionKey };

/**
 * A pipe step documenting a field or a reply with the rule it keeps (the OpenAPI `description`),
 * placed where `v.description` would be (before a transform, where a request document stops reading).
 * The step names its text by key: the texts live in openapi-descriptions.ts, which only the
 * document's conversion imports, so the browser bundles holding the schemas leave them out.
 */
export function documented<TInput>(key: OpenApiDescriptionKey) {
  return v.metadata<TInput, DocumentedMetadata>({ openApiDescription: key });
}
