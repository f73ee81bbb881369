import type { QueryKey, UseMutationOptions, UseQueryOptions } from '@escapade/query';
import type * as v from 'valibot';
import type { ENDPOINTS, EndpointName, QueryOf } from '@escapade/api-contract';

type QuerySchemaOf<TName extends EndpointName> = (typeof ENDPOINTS)[TName] extends { readonly query: infer TSchema extends v.GenericSchema } ? TSchema : never;

/** Keys of `T` that may be left out. */
type OptionalKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? K : never }[keyof T];

type DefaultedQueryKeys<TName extends EndpointName> = OptionalKeys<v.InferInput<QuerySchemaOf<TName>>> & keyof QueryOf<TName>;

/**
 * Query values a client passes to a GET call: the contract's parsed types (numbers, booleans, lists),
 * with every key the contract defaults left optional, so callers only say what differs.
 */
export type QueryValuesOf<TName extends EndpointName> = Omit<QueryOf<TName>, DefaultedQueryKeys<TName>> & Partial<Pick<QueryOf<TName>, DefaultedQueryKeys<TName>>>;

/** What a screen may add to an endpoint's query (enabled, staleTime…); key and fetcher stay the endpoint's. */
export type QueryHookOptions<TData, TQueryKey extends QueryKey> = Omit<UseQueryOptions<TData, Error, TData, TQueryKey>, 'queryKey' | 'queryFn'>;

/** What a screen may add to a write's mutation (onSuccess, retry…); the call itself stays the endpoint's. */
export type MutationHookOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;
