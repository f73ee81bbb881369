import * as v from 'valibot';
import { MARKET_CODES, MARKET_LANGUAGES, POINTS_OF_SALE } from '@escapade/util-market';

/** Market of a request or a piece of content: one of util-market's six market codes. */
export const LocaleSchema = v.picklist(MARKET_CODES, `must be one of ${MARKET_CODES.join(', ')}`);

/** Language of a subscription or a text (lower case, as the newsletter names it). */
export const LanguageSchema = v.picklist(MARKET_LANGUAGES, `must be one of ${MARKET_LANGUAGES.join(', ')}`);

/** Point of sale of a market (newsletter `country`, analytics `{pos}`, site of packageCheckoutNights). */
export const PointOfSaleSchema = v.picklist(POINTS_OF_SALE, `must be one of ${POINTS_OF_SALE.join(', ')}`);
