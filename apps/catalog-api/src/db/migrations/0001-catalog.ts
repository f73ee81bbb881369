import { sql, type Kysely } from 'kysely';

/**
 * The catalog tables, without keys or indexes: the seed bulk-loads them first and
 * `0002-catalog-keys` adds constraints afterwards, which is several times faster than loading
 * into indexed tables. Texts shown to customers have one column per catalog language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);

  await sql`
    create table places (
      id integer not null,
      kind text not null check (kind in ('country', 'region', 'department', 'city', 'touristicregion', 'poi', 'searesort', 'skiresort')),
      name_fr text not null, name_es text not null, name_it text not null, name_nl text not null, name_en text not null,
      slug text not null,
      country_code text not null check (country_code in ('FR', 'ES', 'IT', 'NL', 'BE')),
      latitude double precision not null,
      longitude double precision not null,
      population integer not null default 0,
      postal_code text,
      department_id integer,
      region_id integer,
      geonames_id integer
    )`.execute(db);

  await sql`
    create table themes (
      id integer not null,
      icon_group text not null,
      name_fr text not null, name_es text not null, name_it text not null, name_nl text not null, name_en text not null,
      slug text not null
    )`.execute(db);

  await sql`
    create table activity_type_groups (
      key text not null,
      position integer not null,
      name_fr text not null, name_es text not null, name_it text not null, name_nl text not null, name_en text not null
    )`.execute(db);

  await sql`
    create table activity_types (
      id integer not null,
      group_key text not null,
      name_fr text not null, name_es text not null, name_it text not null, name_nl text not null, name_en text not null
    )`.execute(db);

  await sql`
    create table hotel_attributes (
      kind text not null check (kind in ('facility', 'ecoFacility', 'hotelType', 'hotelEnvironment', 'hotelStyle')),
      value text not null,
      position integer not null,
      label_fr text not null, label_es text not null, label_it text not null, label_nl text not null, label_en text not null
    )`.execute(db);

  await sql`
    create table hotels (
      id integer not null,
      label text not null,
      slug text not null,
      stars smallint not null check (stars between 1 and 5),
      city_id integer not null,
      latitude double precision not null,
      longitude double precision not null,
      address text not null,
      zip_code text not null,
      hotel_type text not null,
      hotel_environment text not null,
      hotel_styles text[] not null default '{}',
      facilities text[] not null default '{}',
      highlighted_facilities text[] not null default '{}',
      eco_facilities text[] not null default '{}',
      checkin_time text not null,
      checkout_time text not null,
      pets_allowed boolean not null,
      pets_price integer,
      pets_max_weight integer,
      pets_max_number_of_pets integer not null default 1,
      local_tax_amount integer not null,
      local_tax_currency text not null default 'EUR',
      local_tax_type text not null,
      local_tax_percentage double precision,
      local_tax_to_be_paid_at_hotel boolean not null,
      description_fr text not null, description_es text not null, description_it text not null, description_nl text not null, description_en text not null,
      review_count integer not null default 0,
      review_average double precision,
      version integer not null default 1
    )`.execute(db);

  await sql`
    create table offers (
      id integer not null,
      hotel_id integer not null,
      label_fr text not null, label_es text not null, label_it text not null, label_nl text not null, label_en text not null,
      slug text not null,
      markets text[] not null,
      theme_ids integer[] not null default '{}',
      activity_ids integer[] not null default '{}',
      nights smallint not null check (nights >= 1),
      promo smallint not null default 0 check (promo between 0 and 90),
      cancellation_type text not null check (cancellation_type in ('FREE', 'PARTIAL', 'NCNR')),
      cancellation_days smallint not null default 0,
      marketing_labels text[] not null default '{}',
      last_minute boolean not null default false,
      available_rooms smallint not null,
      popularity integer not null default 0,
      is_giftable boolean not null default false,
      version integer not null default 1
    )`.execute(db);

  await sql`
    create table offer_program_lines (
      offer_id integer not null,
      position smallint not null,
      type text not null check (type in ('ROOM', 'BREAKFAST', 'DINNER', 'ACTIVITY')),
      activity_id integer,
      quantity smallint not null default 1,
      title_fr text not null, title_es text not null, title_it text not null, title_nl text not null, title_en text not null
    )`.execute(db);

  await sql`
    create table offer_gift_prices (
      offer_id integer not null,
      nights smallint not null check (nights >= 1),
      sell_price integer not null
    )`.execute(db);

  await sql`
    create table offer_calendars (
      offer_id integer not null,
      start_date date not null,
      prices integer[] not null,
      min_los smallint[] not null,
      max_los smallint not null,
      check (cardinality(prices) = cardinality(min_los))
    )`.execute(db);

  await sql`
    create table activity_centers (
      id integer not null,
      label text not null,
      city_id integer not null,
      latitude double precision not null,
      longitude double precision not null,
      stars smallint not null default 0 check (stars between 0 and 5),
      address text not null,
      zip_code text not null
    )`.execute(db);

  await sql`
    create table activity_only_products (
      id integer not null,
      activity_center_id integer not null,
      label_fr text not null, label_es text not null, label_it text not null, label_nl text not null, label_en text not null,
      description_fr text not null, description_es text not null, description_it text not null, description_nl text not null, description_en text not null,
      slug text not null,
      markets text[] not null,
      activity_ids integer[] not null default '{}',
      theme_ids integer[] not null default '{}',
      popularity integer not null default 0,
      published boolean not null default true,
      review_count integer not null default 0,
      review_average double precision,
      version integer not null default 1
    )`.execute(db);

  await sql`
    create table activity_only_prices (
      product_id integer not null,
      participants smallint not null check (participants >= 1),
      sell_price integer not null,
      ref_price integer not null
    )`.execute(db);

  await sql`
    create table reviews (
      id integer not null,
      hotel_id integer,
      activity_only_product_id integer,
      locale text not null,
      customer_display_name text not null,
      stay_type text not null,
      review_date date not null,
      average double precision not null,
      welcoming double precision not null,
      comfort double precision not null,
      cleanliness double precision not null,
      food double precision not null,
      localization double precision not null,
      price_quality_ratio double precision not null,
      positive_comment text,
      negative_comment text,
      check ((hotel_id is null) <> (activity_only_product_id is null))
    )`.execute(db);

  await sql`
    create table images (
      id integer not null,
      owner_type text not null check (owner_type in ('hotel', 'offer', 'activity_only_product')),
      owner_id integer not null,
      position smallint not null,
      subject text not null,
      alt_fr text not null, alt_es text not null, alt_it text not null, alt_nl text not null, alt_en text not null
    )`.execute(db);
}
