import type { Insertable, Kysely } from 'kysely';
import type { CatalogLanguage } from '../catalog/catalog-snapshot';
import type { Database } from '../db/database-schema';

/** Extras listed per offer at most. */
export const MAX_UPSELLS_PER_OFFER = 3;

/** Batches of upsell rows. */
const UPSELL_BATCH_ROWS = 500;

const LANGUAGES: readonly CatalogLanguage[] = ['fr', 'es', 'it', 'nl', 'en'];

/** What the choice of extras reads of an offer: its hotel, length, markets, gift sale, programme and usual price. */
export interface UpsellCandidate {
  id: number;
  hotelId: number;
  nights: number;
  markets: readonly string[];
  giftable: boolean;
  /** Dinners and activities of the programme, with their titles per language. */
  extras: readonly { key: string; titles: Readonly<Record<CatalogLanguage, string>> }[];
  /** Median open nightly price for two (cents), the level a difference is judged against. */
  medianPrice: number;
}

/**
 * The extras of one offer among its hotel's offers: another offer of the same length, sold in one of its
 * markets, whose programme adds a dinner or an activity and whose usual price is higher (an extra costs
 * something), the closest in price first. The label names what it adds.
 */
export function upsellsOf(offer: UpsellCandidate, hotelOffers: readonly UpsellCandidate[]): Insertable<Database['offer_upsells']>[] {
  const own = new Set(offer.extras.map((extra) => extra.key));
  return hotelOffers
    .filter((other) => other.id !== offer.id && other.nights === offer.nights && other.medianPrice > offer.medianPrice)
    .filter((other) => other.markets.some((market) => offer.markets.includes(market)))
    .map((other) => ({ other, added: other.extras.filter((extra) => !own.has(extra.key)) }))
    .filter(({ added }) => added.length > 0)
    .sort((a, b) => a.other.medianPrice - b.other.medianPrice || a.other.id - b.other.id)
    .slice(0, MAX_UPSELLS_PER_OFFER)
    .map(({ other, added }, position) => {
      const label = (language: CatalogLanguage) => added.map((extra) => extra.titles[language]).join(' + ');
      return {
        offer_id: offer.id,
        upsell_offer_id: other.id,
        position,
        type: offer.giftable && other.giftable ? 'SINGLE_VOUCHER' : 'STAYS',
        ...(Object.fromEntries(LANGUAGES.map((language) => [`label_${language}`, label(language)])) as Record<`label_${CatalogLanguage}`, string>),
      };
    });
}

function median(prices: readonly (number | null)[]): number {
  const open = prices.filter((price): price is number => price !== null).sort((a, b) => a - b);
  return open.length === 0 ? 0 : open[open.length >> 1];
}

/**
 * Seeds the extras of every offer from the stored offers, programmes and calendars (after the bulk
 * load, or into a catalog seeded before extras existed). Deterministic: the same catalog gives the
 * same rows. Returns the number of rows.
 */
export async function seedUpsells(db: Kysely<Database>): Promise<number> {
  const [offers, lines, calendars] = await Promise.all([
    db.selectFrom('offers').select(['id', 'hotel_id', 'nights', 'markets', 'is_giftable']).orderBy('id').execute(),
    db
      .selectFrom('offer_program_lines')
      .select(['offer_id', 'type', 'activity_id', 'title_fr', 'title_es', 'title_it', 'title_nl', 'title_en'])
      .where('type', 'in', ['DINNER', 'ACTIVITY'])
      .orderBy('offer_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('offer_calendars').select(['offer_id', 'prices']).execute(),
  ]);
  const extrasOf = new Map<number, UpsellCandidate['extras'][number][]>();
  for (const line of lines) {
    const extras = extrasOf.get(line.offer_id) ?? [];
    extras.push({
      key: `${line.type}:${line.activity_id ?? line.title_en}`,
      titles: { fr: line.title_fr, es: line.title_es, it: line.title_it, nl: line.title_nl, en: line.title_en },
    });
    extrasOf.set(line.offer_id, extras);
  }
  const medianOf = new Map(calendars.map((calendar) => [calendar.offer_id, median(calendar.prices)]));
  const byHotel = new Map<number, UpsellCandidate[]>();
  for (const row of offers) {
    const candidate: UpsellCandidate = {
      id: row.id,
      hotelId: row.hotel_id,
      nights: row.nights,
      markets: row.markets,
      giftable: row.is_giftable,
      extras: extrasOf.get(row.id) ?? [],
      medianPrice: medianOf.get(row.id) ?? 0,
    };
    byHotel.set(row.hotel_id, [...(byHotel.get(row.hotel_id) ?? []), candidate]);
  }
  const rows = [...byHotel.values()].flatMap((hotelOffers) => hotelOffers.flatMap((offer) => upsellsOf(offer, hotelOffers)));
  await db.transaction().execute(async (transaction) => {
    for (let from = 0; from < rows.length; from += UPSELL_BATCH_ROWS) {
      await transaction
        .insertInto('offer_upsells')
        .values(rows.slice(from, from + UPSELL_BATCH_ROWS))
        .execute();
    }
  });
  return rows.length;
}
