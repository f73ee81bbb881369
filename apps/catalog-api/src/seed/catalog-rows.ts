import type { Insertable } from 'kysely';
import type { LocalizedText } from '../catalog/catalog-snapshot';
import type { AccountTable, Database, GiftCustomizationTable, PurchaseTable } from '../db/database-schema';
import { ACTIVITY_TYPES } from './catalog-vocabulary';
import { IMAGE_SUBJECTS, perLanguage } from './copy-templates';

/** The catalog tables the seed bulk-loads before keys exist; the price history and the extras are seeded after the migrations that create them. */
export type BulkLoadedTable = Exclude<
  keyof Database,
  'offer_price_history' | 'activity_only_price_history' | 'offer_upsells' | PurchaseTable | GiftCustomizationTable | AccountTable
>;

/** Rows of every bulk-loaded catalog table, in insertion order. */
export type CatalogRows = { [Table in BulkLoadedTable]: Insertable<Database[Table]>[] };

/** Adds the pictures of one hotel, offer or voucher, in display order. */
export type AddImages = (ownerType: string, ownerId: number, label: string, subjects: readonly string[]) => void;

/** The five `name_*` columns of a localized name. */
export function names(text: LocalizedText) {
  return { name_fr: text.fr, name_es: text.es, name_it: text.it, name_nl: text.nl, name_en: text.en };
}

/** The five `label_*` columns of a localized label. */
export function labels(text: LocalizedText) {
  return { label_fr: text.fr, label_es: text.es, label_it: text.it, label_nl: text.nl, label_en: text.en };
}

/** The five `title_*` columns of a localized title. */
export function titles(text: LocalizedText) {
  return { title_fr: text.fr, title_es: text.es, title_it: text.it, title_nl: text.nl, title_en: text.en };
}

/**
 * Image rows numbered across every phase (hotels, offers, vouchers), with an alt text per
 * language from the subject: `activity:<id>` pictures are named after the activity.
 */
export function imageWriter(images: CatalogRows['images']): AddImages {
  const activityById = new Map(ACTIVITY_TYPES.map((activity) => [activity.id, activity]));
  let nextImageId = 1;
  return (ownerType, ownerId, label, subjects) => {
    subjects.forEach((subject, position) => {
      const activity = subject.startsWith('activity:') ? activityById.get(Number(subject.slice(9))) : undefined;
      const alt = activity
        ? perLanguage((language) => `${activity.names[language]} – ${label}`)
        : perLanguage((language) => IMAGE_SUBJECTS[subject][language].replace('{label}', label));
      images.push({
        id: nextImageId++,
        owner_type: ownerType,
        owner_id: ownerId,
        position,
        subject,
        alt_fr: alt.fr,
        alt_es: alt.es,
        alt_it: alt.it,
        alt_nl: alt.nl,
        alt_en: alt.en,
      });
    });
  };
}
