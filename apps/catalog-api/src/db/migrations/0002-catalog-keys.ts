import { sql, type Kysely } from 'kysely';

/**
 * Keys, foreign keys and search indexes of the catalog, added after the seed's bulk load.
 * `immutable_unaccent` wraps `unaccent` (only STABLE) so accent-folded names can be indexed with
 * trigrams for the SQL reference autocomplete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function immutable_unaccent(value text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, value) $$`.execute(db);

  await sql`alter table places add primary key (id)`.execute(db);
  await sql`alter table themes add primary key (id)`.execute(db);
  await sql`alter table activity_type_groups add primary key (key)`.execute(db);
  await sql`alter table activity_types add primary key (id)`.execute(db);
  await sql`alter table hotel_attributes add primary key (kind, value)`.execute(db);
  await sql`alter table hotels add primary key (id)`.execute(db);
  await sql`alter table offers add primary key (id)`.execute(db);
  await sql`alter table offer_program_lines add primary key (offer_id, position)`.execute(db);
  await sql`alter table offer_gift_prices add primary key (offer_id, nights)`.execute(db);
  await sql`alter table offer_calendars add primary key (offer_id)`.execute(db);
  await sql`alter table activity_centers add primary key (id)`.execute(db);
  await sql`alter table activity_only_products add primary key (id)`.execute(db);
  await sql`alter table activity_only_prices add primary key (product_id, participants)`.execute(db);
  await sql`alter table reviews add primary key (id)`.execute(db);
  await sql`alter table images add primary key (id)`.execute(db);

  await sql`alter table places add foreign key (department_id) references places (id)`.execute(db);
  await sql`alter table places add foreign key (region_id) references places (id)`.execute(db);
  await sql`alter table activity_types add foreign key (group_key) references activity_type_groups (key)`.execute(db);
  await sql`alter table hotels add foreign key (city_id) references places (id)`.execute(db);
  await sql`alter table offers add foreign key (hotel_id) references hotels (id)`.execute(db);
  await sql`alter table offer_program_lines add foreign key (offer_id) references offers (id) on delete cascade`.execute(db);
  await sql`alter table offer_program_lines add foreign key (activity_id) references activity_types (id)`.execute(db);
  await sql`alter table offer_gift_prices add foreign key (offer_id) references offers (id) on delete cascade`.execute(db);
  await sql`alter table offer_calendars add foreign key (offer_id) references offers (id) on delete cascade`.execute(db);
  await sql`alter table activity_centers add foreign key (city_id) references places (id)`.execute(db);
  await sql`alter table activity_only_products add foreign key (activity_center_id) references activity_centers (id)`.execute(db);
  await sql`alter table activity_only_prices add foreign key (product_id) references activity_only_products (id) on delete cascade`.execute(db);
  await sql`alter table reviews add foreign key (hotel_id) references hotels (id) on delete cascade`.execute(db);
  await sql`alter table reviews add foreign key (activity_only_product_id) references activity_only_products (id) on delete cascade`.execute(db);

  await sql`create unique index places_kind_slug on places (kind, country_code, slug)`.execute(db);
  await sql`create index places_department on places (department_id)`.execute(db);
  await sql`create index places_region on places (region_id)`.execute(db);
  for (const language of ['fr', 'es', 'it', 'nl', 'en'] as const) {
    const column = sql.ref(`name_${language}`);
    await sql`create index ${sql.id(`places_name_${language}_trgm`)} on places using gin (lower(immutable_unaccent(${column})) gin_trgm_ops)`.execute(db);
  }
  await sql`create index hotels_city on hotels (city_id)`.execute(db);
  await sql`create unique index hotels_slug on hotels (slug)`.execute(db);
  await sql`create index offers_hotel on offers (hotel_id)`.execute(db);
  await sql`create unique index offers_slug on offers (slug)`.execute(db);
  await sql`create index offers_theme_ids on offers using gin (theme_ids)`.execute(db);
  await sql`create index offers_activity_ids on offers using gin (activity_ids)`.execute(db);
  await sql`create index offers_markets on offers using gin (markets)`.execute(db);
  await sql`create index activity_only_products_center on activity_only_products (activity_center_id)`.execute(db);
  await sql`create unique index activity_only_products_slug on activity_only_products (slug)`.execute(db);
  await sql`create index reviews_hotel on reviews (hotel_id, review_date desc) where hotel_id is not null`.execute(db);
  await sql`create index reviews_product on reviews (activity_only_product_id, review_date desc) where activity_only_product_id is not null`.execute(db);
  await sql`create index images_owner on images (owner_type, owner_id, position)`.execute(db);
}
