import * as v from 'valibot';

/** The six markets of both specs; every request names one. */
export const LOCALES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'] as const;

/** Market of a request or a piece of content. */
export const LocaleSchema = v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}`);

/** A market code such as fr_FR. */
export type Locale = v.InferOutput<typeof LocaleSchema>;

/** Lower-case languages of the markets (newsletter `language`). */
export const LANGUAGES = ['fr', 'es', 'it', 'nl'] as const;

/** Language of a subscription or a text. */
export const LanguageSchema = v.picklist(LANGUAGES, `must be one of ${LANGUAGES.join(', ')}`);

/** A lower-case language code. */
export type Language = v.InferOutput<typeof LanguageSchema>;

/** Points of sale: the lower-case country of a market (newsletter `country`, analytics `{pos}`, site of packageCheckoutNights). */
export const POINTS_OF_SALE = ['fr', 'es', 'it', 'nl', 'be'] as const;

/** Point of sale of a market. */
export const PointOfSaleSchema = v.picklist(POINTS_OF_SALE, `must be one of ${POINTS_OF_SALE.join(', ')}`);

/** A lower-case point-of-sale code. */
export type PointOfSale = v.InferOutput<typeof PointOfSaleSchema>;
