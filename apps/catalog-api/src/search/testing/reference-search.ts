import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PETS_FACILITY } from '@escapade/util-criteria';
import type { Database } from '../../db/database-schema';
import { offerPriceBands, type OfferFacetCounts } from '../offer-facets';
import { HOTEL_SCORE_STEPS } from '../offer-store';
import { AROUND_RADIUS_KM, CITY_RADIUS_KM, selectedFacilities } from '../prepared-criteria';
import type { OfferSearchQuery } from '../search-query';
import { partyQuarters } from '../stay-price';

/**
 * The offer search as plain SQL over the store of record: the reference the in-memory read model
 * must agree with (a property test runs random criteria through both, on PGlite and PostgreSQL).
 * It favours clarity over speed: every price is recomputed from the calendar arrays.
 */

const EARTH_RADIUS_KM = 6371.0088;

type FilterGroup = 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles' | 'stars' | 'hotelScore' | 'price' | 'facilities' | 'tags' | 'distance';

/** Same formula as `distanceKm`, so both sides compare the same numbers. */
function distanceSql(lat: RawBuilder<unknown> | number, lng: RawBuilder<unknown> | number, hotelLat: RawBuilder<unknown>, hotelLng: RawBuilder<unknown>): RawBuilder<number> {
  const rad = sql`(pi() / 180)`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin((${hotelLat} - ${lat}::float8) * ${rad} / 2), 2)
    + cos(${lat}::float8 * ${rad}) * cos(${hotelLat} * ${rad}) * power(sin((${hotelLng} - ${lng}::float8) * ${rad} / 2), 2)))))`;
}

/** Two-adult price of the stay or voucher the query asks for, null when it cannot be sold. */
function basePriceSql(query: OfferSearchQuery): RawBuilder<number | null> {
  if (query.flowType === 'gift') {
    const nights = query.giftNights === null ? sql`(select min(g2.nights) from offer_gift_prices g2 where g2.offer_id = o.id)` : sql`${query.giftNights}::int`;
    return sql`(select g.sell_price::bigint from offer_gift_prices g where g.offer_id = o.id and g.nights = ${nights})`;
  }
  const nights = query.nights;
  // Sum of the nights from arrival day `a` (0-based), null if any night is closed or the minimum stay is longer.
  const windowSum = (arrival: RawBuilder<unknown>) => sql`(
    case when ${arrival} >= 0 and ${arrival} + ${nights}::int <= cardinality(c.prices) and c.min_los[${arrival} + 1] <= ${nights}::int
      then (select case when bool_or(v is null) then null else sum(v)::bigint end from unnest(c.prices[${arrival} + 1 : ${arrival} + ${nights}::int]) v)
    end)`;
  if (query.checkin !== null) {
    return sql`(case when ${nights}::int <= c.max_los then ${windowSum(sql`(${query.checkin}::date - c.start_date)`)} end)`;
  }
  // The lowest stay over the year: a sliding window of `nights` days, kept when every night is open.
  const following = sql.lit(nights - 1);
  return sql`(case when ${nights}::int <= c.max_los then (
    select min(w.total)::bigint from (
      select u.i, sum(u.v) over win as total, count(u.v) over win as open_nights
      from unnest(c.prices) with ordinality as u(v, i)
      window win as (order by u.i rows between current row and ${following} following)
    ) w
    where w.open_nights = ${nights}::int and w.i + ${nights}::int - 1 <= cardinality(c.prices) and c.min_los[w.i] <= ${nights}::int) end)`;
}

/** Predicates on one matched row for the query's destination, market, flow and theme. */
async function basePredicates(db: Kysely<Database>, query: OfferSearchQuery): Promise<RawBuilder<unknown>[]> {
  const predicates: RawBuilder<unknown>[] = [sql`${query.market} = any(o.markets)`];
  if (query.flowType === 'gift') predicates.push(sql`o.is_giftable`);
  if (query.themeId !== null) predicates.push(sql`${query.themeId}::int = any(o.theme_ids)`);
  const destination = query.destination;
  if (destination?.kind === 'hotel') predicates.push(sql`o.hotel_id = ${destination.hotelId}::int`);
  if (destination?.kind === 'point' && query.filters.distanceMax === null) {
    predicates.push(sql`${distanceSql(destination.latitude, destination.longitude, sql`h.latitude`, sql`h.longitude`)} <= ${AROUND_RADIUS_KM}::float8`);
  }
  if (destination?.kind === 'place') {
    const { rows } = await sql<{ kind: string; country_code: string; latitude: number; longitude: number }>`
      select kind, country_code, latitude, longitude from places where id = ${destination.placeId}::int`.execute(db);
    const place = rows[0];
    if (!place) predicates.push(sql`false`);
    else if (place.kind === 'country') predicates.push(sql`p.country_code = ${place.country_code}`);
    else if (place.kind === 'region') predicates.push(sql`p.region_id = ${destination.placeId}::int`);
    else if (place.kind === 'department') predicates.push(sql`p.department_id = ${destination.placeId}::int`);
    else {
      const radius = place.kind === 'city' ? CITY_RADIUS_KM : AROUND_RADIUS_KM;
      predicates.push(sql`${distanceSql(place.latitude, place.longitude, sql`h.latitude`, sql`h.longitude`)} <= ${radius}::float8`);
    }
  }
  return predicates;
}

/** Predicates of the filter groups, each on the `matched` row (price and distance computed). */
function filterPredicates(query: OfferSearchQuery): Map<FilterGroup, RawBuilder<unknown>> {
  const f = query.filters;
  const groups = new Map<FilterGroup, RawBuilder<unknown>>();
  const texts = (values: readonly string[]) => sql`${[...values]}::text[]`;
  const ints = (values: readonly number[]) => sql`${[...values]}::int[]`;
  if (f.hotelTypes.length > 0) groups.set('hotelTypes', sql`hotel_type = any(${texts(f.hotelTypes)})`);
  if (f.hotelEnvironments.length > 0) groups.set('hotelEnvironments', sql`hotel_environment = any(${texts(f.hotelEnvironments)})`);
  if (f.hotelStyles.length > 0) groups.set('hotelStyles', sql`hotel_styles && ${texts(f.hotelStyles)}`);
  if (f.stars.length > 0) groups.set('stars', sql`stars = any(${ints(f.stars)})`);
  const facilities = selectedFacilities(f);
  if (facilities.length > 0) groups.set('facilities', sql`facilities && ${texts(facilities)}`);
  if (f.tags.length > 0) groups.set('tags', sql`activity_ids && ${ints(f.tags)}`);
  if (f.minHotelReviewScore !== null) groups.set('hotelScore', sql`round(review_average * 10) >= ${Math.round(f.minHotelReviewScore * 10)}::int`);
  if (f.priceMin !== null || f.priceMax !== null) {
    groups.set('price', sql`price >= ${f.priceMin ?? 0}::bigint and price <= ${f.priceMax ?? Number.MAX_SAFE_INTEGER}::bigint`);
  }
  if (query.origin && (f.distanceMin !== null || f.distanceMax !== null)) {
    groups.set('distance', sql`distance >= ${f.distanceMin ?? 0}::float8 and distance <= ${f.distanceMax ?? Number.MAX_VALUE}::float8`);
  }
  return groups;
}

/** Every offer the query can sell, with price and distance, as a subquery named `matched`. */
async function matchedSql(db: Kysely<Database>, query: OfferSearchQuery): Promise<RawBuilder<unknown>> {
  const where = sql.join(await basePredicates(db, query), sql` and `);
  const quarters = partyQuarters(query.party);
  const distance = query.origin ? distanceSql(query.origin.latitude, query.origin.longitude, sql`h.latitude`, sql`h.longitude`) : sql`null::float8`;
  return sql`(
    select * from (
      select o.id, o.hotel_id, o.promo, o.popularity, o.activity_ids,
        h.stars, h.hotel_type, h.hotel_environment, h.hotel_styles, h.review_average,
        -- The 'pets' facility is the pets_allowed column, whatever the facilities column says.
        array_remove(h.facilities, ${PETS_FACILITY}::text) || case when h.pets_allowed then array[${PETS_FACILITY}::text] else array[]::text[] end as facilities,
        (base_price * ${quarters}::int + 3) / 4 as price,
        ${distance} as distance
      from offers o
        join hotels h on h.id = o.hotel_id
        -- A night without a room left (orders took them all) is closed, as the read model reads it (nightsOnSale).
        join lateral (
          select oc.start_date, oc.min_los, oc.max_los,
            case when oc.rooms is null then oc.prices
              else array(select case when n.r > 0 then n.v end from unnest(oc.prices, oc.rooms) with ordinality as n(v, r, i) order by n.i) end as prices
          from offer_calendars oc where oc.offer_id = o.id
        ) c on true
        left join places p on p.id = h.city_id
        cross join lateral (select ${basePriceSql(query)} as base_price) bp
      where ${where}
    ) priced where price is not null)`;
}

function orderBySql(query: OfferSearchQuery): RawBuilder<unknown> {
  const priceQuality = sql`price::float8 * 1000 / coalesce(round(review_average * 10), 70)`;
  switch (query.orderBy) {
    case 'priceAsc':
    case 'svPriceAsc':
      return sql`price asc, id asc`;
    case 'svPriceDesc':
      return sql`price desc, id asc`;
    case 'promo':
      return sql`promo desc, price asc, id asc`;
    case 'popularity':
      return sql`popularity desc, id asc`;
    case 'distance':
      return query.origin ? sql`distance asc, id asc` : sql`${priceQuality} asc, id asc`;
    case 'priceQuality':
      return sql`${priceQuality} asc, id asc`;
  }
}

const where = (groups: Map<FilterGroup, RawBuilder<unknown>>, except?: FilterGroup) => {
  const predicates = [...groups].filter(([name]) => name !== except).map(([, predicate]) => predicate);
  return predicates.length === 0 ? sql`true` : sql.join(predicates, sql` and `);
};

/** Reference search: the ids of one page in order, and the results count after the per-hotel limit. */
export async function referenceSearch(db: Kysely<Database>, query: OfferSearchQuery): Promise<{ resultsCount: number; ids: number[] }> {
  const matched = await matchedSql(db, query);
  const order = orderBySql(query);
  const { rows } = await sql<{ id: number; total: string }>`
    select id, count(*) over () as total from (
      select id, price, distance, promo, popularity, review_average,
        row_number() over (partition by hotel_id order by ${order}) as rank_in_hotel
      from ${matched} m where ${where(filterPredicates(query))}
    ) ranked
    where rank_in_hotel <= ${query.numberOfPackagesPerHotel}::int
    order by ${order}
    offset ${query.page * query.limit}::int limit ${query.limit}::int`.execute(db);
  let resultsCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 0) {
    const { rows: counted } = await sql<{ total: string }>`
      select count(*) as total from (
        select row_number() over (partition by hotel_id order by ${order}) as rank_in_hotel
        from ${matched} m where ${where(filterPredicates(query))}
      ) ranked where rank_in_hotel <= ${query.numberOfPackagesPerHotel}::int`.execute(db);
    resultsCount = Number(counted[0].total);
  }
  return { resultsCount, ids: rows.map((row) => Number(row.id)) };
}

/** Reference facets: distinct hotels per value, each facet ignoring its own selection. */
export async function referenceFacets(db: Kysely<Database>, query: OfferSearchQuery): Promise<OfferFacetCounts> {
  const matched = await matchedSql(db, query);
  const groups = filterPredicates(query);
  const counts = async <K extends string | number>(group: FilterGroup, valueSql: RawBuilder<unknown>, cast: (value: string) => K) => {
    const { rows } = await sql<{ value: string; count: string }>`
      select value::text as value, count(distinct hotel_id) as count
      from ${matched} m cross join lateral ${valueSql} as v(value)
      where ${where(groups, group)} group by value`.execute(db);
    return new Map(rows.map((row) => [cast(row.value), Number(row.count)] as [K, number]));
  };
  const hotelScores = new Map<number, number>();
  for (const step of HOTEL_SCORE_STEPS) {
    const { rows } = await sql<{ count: string }>`
      select count(distinct hotel_id) as count from ${matched} m
      where ${where(groups, 'hotelScore')} and round(review_average * 10) >= ${step * 10}::int`.execute(db);
    hotelScores.set(step, Number(rows[0].count));
  }
  // The band of a price is the number of band starts after the first at or below it.
  const bands = offerPriceBands(query);
  const { rows: banded } = await sql<{ band: number; count: string }>`
    select width_bucket(price, ${bands.slice(1).map((band) => band.min)}::bigint[]) as band, count(distinct hotel_id) as count
    from ${matched} m where ${where(groups, 'price')} group by band`.execute(db);
  const perBand = new Map(banded.map((row) => [Number(row.band), Number(row.count)]));
  return {
    facilities: await counts('facilities', sql`unnest(facilities)`, String),
    stars: await counts('stars', sql`(select stars)`, Number),
    hotelScores,
    hotelTypes: await counts('hotelTypes', sql`(select hotel_type)`, String),
    hotelEnvironments: await counts('hotelEnvironments', sql`(select hotel_environment)`, String),
    hotelStyles: await counts('hotelStyles', sql`unnest(hotel_styles)`, String),
    activities: await counts('tags', sql`unnest(activity_ids)`, Number),
    priceBands: bands.map((band, index) => ({ ...band, count: perBand.get(index) ?? 0 })),
  };
}
