import { sql, type Kysely } from 'kysely';

/**
 * The purchase path's store of record: orders and their items, buyers, payments, idempotency keys
 * and the outbox, plus the rooms left per night of each offer, which an order takes in its own
 * transaction. Amounts are integer cents.
 *
 * - `offer_calendars.rooms`: rooms left per night, aligned with `prices`; null while nothing was
 *   sold from the calendar, every night then having the offer's `available_rooms`. An order fills
 *   the list first, then takes one room a night with a conditional update.
 * - `orders`: a state machine (created → payment_pending → paid → confirmed, or failed, cancelled,
 *   refunded); `order_uuid` (random, version 4) addresses its pages, `booking_number` (8 random
 *   digits, unique) is what the buyer quotes to customer care.
 * - `order_items`: one row per item, of a kind; the columns a kind does not use stay null (a gift
 *   item, from the gifting flow, keeps its choices in `details`).
 * - `payments`: one payment intent per attempt, its state as the provider reports it, and each
 *   operation's own idempotency key so an authorisation, capture or refund is asked for once.
 * - `idempotency_keys`: the first answer to a money-moving call, replayed for the same key and body.
 * - `outbox`: side effects (e-mails) written in the transaction that causes them, sent once after.
 * - `promotion_codes`: codes typed at checkout, their percentage, markets and validity.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely migrations run before any typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table offer_calendars add column rooms smallint[] check (rooms is null or cardinality(rooms) = cardinality(prices))`.execute(db);

  await sql`
    create table buyers (
      id serial primary key,
      email text not null,
      civility text check (civility in ('MR', 'MRS')),
      first_name text not null,
      last_name text not null,
      phone_number text not null,
      address_line text,
      postal_code text check (char_length(postal_code) <= 20),
      city text,
      country text,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table orders (
      id serial primary key,
      order_uuid uuid not null unique,
      booking_number text not null unique check (booking_number ~ '^[1-9][0-9]{7}$'),
      state text not null default 'created'
        check (state in ('created', 'payment_pending', 'paid', 'confirmed', 'failed', 'cancelled', 'refunded')),
      locale text not null,
      currency text not null check (currency = 'EUR'),
      amount integer not null check (amount >= 0),
      local_tax_amount integer not null default 0 check (local_tax_amount >= 0),
      buyer_id integer not null references buyers (id),
      special_request text,
      staff_email text,
      created_at timestamptz not null default now(),
      state_changed_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table order_items (
      order_id integer not null references orders (id) on delete cascade,
      position smallint not null,
      kind text not null check (kind in ('stay', 'activity_voucher', 'gift', 'insurance', 'promotion_code')),
      amount integer not null check (amount >= 0),
      offer_id integer references offers (id),
      activity_only_product_id integer references activity_only_products (id),
      checkin_date date,
      checkout_date date,
      number_of_adults smallint,
      number_of_children smallint,
      number_of_babies smallint,
      participants smallint,
      minisite_id integer,
      activity_day_selections jsonb,
      local_tax_amount integer check (local_tax_amount >= 0),
      insurance_choice text check (insurance_choice in ('flexible', 'insurance', 'withoutInsurance')),
      promotion_code text,
      promotion_percent smallint,
      details jsonb,
      primary key (order_id, position),
      check (kind <> 'stay' or (offer_id is not null and checkin_date is not null and checkout_date > checkin_date and number_of_adults >= 1)),
      check (kind <> 'insurance' or insurance_choice is not null),
      check (kind <> 'promotion_code' or (promotion_code is not null and promotion_percent between 1 and 100))
    )`.execute(db);
  await sql`create index order_items_offer on order_items (offer_id) where offer_id is not null`.execute(db);

  await sql`
    create table payments (
      id serial primary key,
      order_id integer not null references orders (id),
      provider text not null,
      method text not null,
      provider_reference text,
      state text not null default 'requires_payment_method'
        check (state in ('requires_payment_method', 'requires_action', 'authorised', 'captured', 'failed', 'cancelled', 'refunded', 'partially_refunded')),
      amount integer not null check (amount >= 0),
      captured_amount integer not null default 0 check (captured_amount >= 0),
      refunded_amount integer not null default 0 check (refunded_amount >= 0),
      currency text not null check (currency = 'EUR'),
      authorise_key text unique,
      capture_key text unique,
      refund_key text unique,
      created_at timestamptz not null default now(),
      state_changed_at timestamptz not null default now(),
      unique (provider, provider_reference)
    )`.execute(db);
  await sql`create index payments_order on payments (order_id)`.execute(db);

  await sql`
    create table idempotency_keys (
      scope text not null,
      key text not null,
      request_hash text not null,
      response_status smallint not null,
      response_body jsonb not null,
      order_id integer references orders (id),
      created_at timestamptz not null default now(),
      primary key (scope, key)
    )`.execute(db);

  await sql`
    create table outbox (
      id bigserial primary key,
      topic text not null,
      order_id integer references orders (id),
      payload jsonb not null,
      created_at timestamptz not null default now(),
      attempts integer not null default 0,
      sent_at timestamptz
    )`.execute(db);
  await sql`create index outbox_unsent on outbox (id) where sent_at is null`.execute(db);

  await sql`
    create table promotion_codes (
      code text primary key,
      percent smallint not null check (percent between 1 and 100),
      markets text[] not null,
      valid_from date not null,
      valid_until date not null check (valid_until >= valid_from)
    )`.execute(db);
}

/** Drops the purchase path's tables and the rooms per night (the reverse of `up`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['promotion_codes', 'outbox', 'idempotency_keys', 'payments', 'order_items', 'orders', 'buyers']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table offer_calendars drop column if exists rooms`.execute(db);
}
