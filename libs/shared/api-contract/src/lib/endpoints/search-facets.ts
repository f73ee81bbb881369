import * as v from 'valibot';
import { FlowSchema } from '../common/flow';
import { IdSchema } from '../common/ids';
import { LocaleSchema } from '../common/locale';
import { REVIEW_SCALE } from '../common/review';
import { SearchCriteriasSchema } from '../common/search-criteria';
import { WireBooleanSchema, integerInRange, numberInRange } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

const Count = integerInRange(0, Number.MAX_SAFE_INTEGER);

/**
 * Body of the facet call: `criterias` are the search and the filter draft (stars and tags may be
 * comma-joined), `withActivities` asks for the grouped activities too.
 */
export const SearchFacetsBodySchema = v.strictObject({
  criterias: v.optional(SearchCriteriasSchema, {}),
  withActivities: v.optional(WireBooleanSchema, false),
  locale: LocaleSchema,
  flow: v.optional(FlowSchema, 'booking'),
});

/** A facet call as a client writes it. */
export type SearchFacetsBodyInput = v.InferInput<typeof SearchFacetsBodySchema>;
/** A facet call as the server reads it. */
export type SearchFacetsBody = v.InferOutput<typeof SearchFacetsBodySchema>;

/** A facility option; 'pets' is the one sent back as petsAllowed. */
export const FacilityFacetSchema = v.object({ name: v.string(), value: v.string(), label: v.string(), count: Count });
/** A hotel-class option (1–5). */
export const StarsFacetSchema = v.object({ value: integerInRange(1, 5), label: v.string(), count: Count });
/** A minimum-rating option (7, 8, 8.5, 9…). */
export const HotelScoreFacetSchema = v.object({ value: numberInRange(0, REVIEW_SCALE), label: v.string(), count: Count });
/** A hotel-type option, filtered by name. */
export const HotelTypeFacetSchema = v.object({ name: v.string(), value: v.optional(v.string()), label: v.string(), count: Count });
/** A hotel-environment option, filtered by key. */
export const HotelEnvironmentFacetSchema = v.object({ key: v.string(), label: v.string(), count: Count });
/** A hotel-style option, filtered by name. */
export const HotelStyleFacetSchema = v.object({ name: v.string(), label: v.string(), count: Count });

/**
 * A bar of the histogram under the price slider, in cents (max excluded; null: no maximum): the
 * results the search finds with the price filter set to the band (every other filter applies), on
 * the price the filter reads.
 */
export const PriceBandFacetSchema = v.object({ min: Count, max: v.nullable(Count), count: Count });
/** An activity of the activities dropdown; its id is a `tags` value. */
export const ActivityFacetSchema = v.object({ id: IdSchema, name: v.string(), count: Count });
/** A group of activities (spa, gastronomy…). */
export const ActivityGroupSchema = v.object({ name: v.string(), list: v.array(ActivityFacetSchema) });

/** A bar of the price histogram. */
export type PriceBandFacet = v.InferOutput<typeof PriceBandFacetSchema>;
/** An activity group of the facet reply. */
export type ActivityGroup = v.InferOutput<typeof ActivityGroupSchema>;

/**
 * Counts per filter option for the criteria, disjunctive (a facet's own selection does not narrow its
 * counts); options at 0 are disabled unless selected. `resultsCount` fills 'View {{count}} offers'.
 */
export const SearchFacetsReplySchema = v.object({
  filters: v.object({
    facilities: v.pipe(v.array(FacilityFacetSchema), documented('facilityFacets')),
    stars: v.array(StarsFacetSchema),
    hotelScores: v.array(HotelScoreFacetSchema),
    hotelTypes: v.array(HotelTypeFacetSchema),
    hotelEnvironments: v.array(HotelEnvironmentFacetSchema),
    hotelStyles: v.array(HotelStyleFacetSchema),
    priceBands: v.array(PriceBandFacetSchema),
  }),
  /** Empty unless withActivities. */
  listActivities: v.array(ActivityGroupSchema),
  resultsCount: Count,
});

/** Facet counts of a search. */
export type SearchFacetsReply = v.InferOutput<typeof SearchFacetsReplySchema>;

/** The facet call of the filter bar and dialog. The spec does not show its path; ours is `POST /search/facets.json`. */
export const searchFacetsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/search/facets.json',
  summary: 'Facet counts for a criteria set (filters and grouped activities)',
  tags: ['search'],
  status: 200,
  body: SearchFacetsBodySchema,
  reply: SearchFacetsReplySchema,
});
