import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { ORDER_UUID_PATTERN, type OrderItem } from '@escapade/api-contract';
import { confirmationLocation } from '@escapade/util-criteria';
import { formatDay, MARKETS, type DayFormatter } from '@escapade/util-market';
import { formatAmount, pricingMessages } from '@escapade/util-pricing';
import { siteUrl } from '../content/site-urls';
import type { Database } from '../db/database-schema';
import type { PricingTexts } from '../plugins/pricing-texts';
import { loadOrder } from '../routes/purchase/order-store';
import type { CatalogSearch } from '../search/catalog-search';
import { loadGiftVoucher } from '../routes/purchase/gift-vouchers';
import { GIFT_VOUCHER_COPY } from './gift-voucher-copy';
import { giftVoucherPdf } from './gift-voucher-pdf';
import { ORDER_CONFIRMATION_COPY } from './order-confirmation-copy';
import { escapeHtml, type MailAttachment, type OutboxMail } from './outbox-mail';

/** The topic of the confirmation e-mail's outbox rows, written when a payment confirms the order. */
export const ORDER_CONFIRMATION_TOPIC = 'email.order_confirmation';

/** The payload of an `email.order_confirmation` row: the order it confirms. */
export const OrderConfirmationPayloadSchema = v.object({ orderUuid: v.pipe(v.string(), v.regex(ORDER_UUID_PATTERN)) });

/** What rendering reads besides the row: the store of record, the catalog's names and util-pricing's texts. */
export interface MailSources {
  readonly db: Kysely<Database>;
  readonly catalog: CatalogSearch;
  readonly pricingTexts: PricingTexts;
}

/** A calendar day as the language writes it in full ('vendredi 10 avril 2026'). */
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/** `Intl` as util-market's day formatting expects it, in a BCP 47 locale. */
const intlOf = (locale: string): Pick<DayFormatter, 'formatDate'> => ({ formatDate: (value, options) => new Intl.DateTimeFormat(locale, options).format(value) });

/**
 * The confirmation e-mail of an order, in its market's language: booking number, stay and hotel,
 * arrival, departure and nights, party, amount paid, the tourist tax paid on site, and the
 * confirmation page on the market's site; for an activity voucher, its activity and centre (named as
 * when bought), participants, the last day it is valid (12 months from the purchase) and the amount;
 * for a gift stay, the stay and hotel, its nights for two, the format, the last day its voucher is
 * valid and how it is delivered: a digital voucher comes as a PDF attached (its code, validity and
 * the giver's words), a printed one is posted to its address. Throws for an unknown order or offer,
 * or a gift whose voucher is not issued, which the worker retries.
 */
export async function renderOrderConfirmation(sources: MailSources, payload: unknown): Promise<OutboxMail> {
  const { orderUuid } = v.parse(OrderConfirmationPayloadSchema, payload);
  const stored = await loadOrder(sources.db, orderUuid);
  if (!stored) throw new Error(`No order ${orderUuid} to confirm`);
  const { order } = stored;
  const market = MARKETS[order.locale];
  const copy = ORDER_CONFIRMATION_COPY[market.language];
  const intl = intlOf(market.locale);
  const amountPaid: [string, string] = [copy.amountPaid, formatAmount(order.amount, market.locale, order.currency)];
  const voucher = order.items.find((item): item is Extract<OrderItem, { kind: 'activityVoucher' }> => item.kind === 'activityVoucher');
  const gift = order.items.find((item): item is Extract<OrderItem, { kind: 'gift' }> => item.kind === 'gift');
  let rows: [string, string][];
  let subject: string;
  let intro: string;
  const notes: string[] = [];
  const attachments: MailAttachment[] = [];
  if (gift) {
    const giftCopy = GIFT_VOUCHER_COPY[market.language];
    const issued = await loadGiftVoucher(sources.db, stored.id);
    if (!issued) throw new Error(`The gift order ${orderUuid} has no voucher yet`);
    const validUntil = formatDay(intl, gift.validUntil, LONG_DAY);
    subject = giftCopy.subject(order.bookingNumber);
    intro = giftCopy.intro;
    rows = [
      [copy.orderNumber, order.bookingNumber],
      [giftCopy.gift, gift.label],
      [copy.hotel, gift.hotelLabel],
      [copy.nightsLabel, giftCopy.nightsForTwo(gift.giftNights)],
      [giftCopy.formatLabel, gift.giftFormat === 'digital' ? giftCopy.formatDigital : giftCopy.formatPhysical],
      [copy.validUntil, validUntil],
      amountPaid,
    ];
    if (gift.giftFormat === 'digital') {
      notes.push(giftCopy.digitalDelivery);
      const content = await giftVoucherPdf({
        copy: giftCopy,
        title: gift.label,
        hotel: gift.hotelLabel,
        nights: gift.giftNights,
        code: issued.code,
        validity: `${copy.validUntil}: ${validUntil}`,
        fromName: gift.fromName,
        message: gift.message,
      });
      attachments.push({ filename: giftCopy.fileName(order.bookingNumber), contentType: 'application/pdf', content });
    } else {
      const address = gift.deliveryAddress;
      notes.push(giftCopy.physicalDelivery(address?.recipientName ?? '', address ? `${address.addressLine}, ${address.postalCode} ${address.city}, ${address.country}` : ''));
    }
    notes.push(giftCopy.recipientUse);
  } else if (voucher) {
    subject = copy.voucherSubject(order.bookingNumber);
    intro = copy.voucherIntro;
    rows = [
      [copy.orderNumber, order.bookingNumber],
      [copy.activity, voucher.label],
      [copy.activityCenter, voucher.activityCenterLabel],
      [copy.participantsLabel, copy.participants(voucher.participants)],
      [copy.validUntil, formatDay(intl, voucher.validUntil, LONG_DAY)],
      amountPaid,
    ];
    notes.push(copy.voucherUse);
  } else {
    const stay = order.items.find((item): item is Extract<OrderItem, { kind: 'stay' }> => item.kind === 'stay');
    if (!stay) throw new Error(`Order ${orderUuid} has neither a stay nor an activity voucher`);
    const { reservationCriteria: criteria } = stay;
    const offer = sources.catalog.offers.getOffer(criteria.offerId);
    const hotel = offer && sources.catalog.offers.getHotel(offer.hotelId);
    if (!offer || !hotel) throw new Error(`Offer ${criteria.offerId} of order ${orderUuid} is not in the catalog`);
    const { pax } = criteria;
    const party = [
      copy.adults(pax.numberOfAdults),
      ...(pax.numberOfChildren > 0 ? [copy.children(pax.numberOfChildren)] : []),
      ...(pax.numberOfBabies > 0 ? [copy.babies(pax.numberOfBabies)] : []),
    ].join(', ');
    subject = copy.subject(order.bookingNumber);
    intro = copy.intro;
    rows = [
      [copy.bookingNumber, order.bookingNumber],
      [copy.stay, offer.labels[market.language]],
      [copy.hotel, hotel.label],
      [copy.arrival, formatDay(intl, criteria.travelPeriod.checkinDate, LONG_DAY)],
      [copy.departure, formatDay(intl, criteria.travelPeriod.checkoutDate, LONG_DAY)],
      [copy.nightsLabel, copy.nights(criteria.nights)],
      [copy.party, party],
      amountPaid,
      ...(order.localTaxTotalAmount > 0
        ? [
            [sources.pricingTexts.format(pricingMessages.touristTaxPaidOnSite, order.locale), formatAmount(order.localTaxTotalAmount, market.locale, order.currency)] as [
              string,
              string,
            ],
          ]
        : []),
    ];
  }
  const link = siteUrl(order.locale, confirmationLocation(order.orderUuid, ''));
  const greeting = copy.greeting(order.buyer.firstName);

  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...notes.flatMap((note) => [note, '']),
    copy.linkIntro,
    link,
    '',
    copy.customerCare,
    '',
    copy.closing,
    copy.signature,
    '',
  ].join('\n');

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;text-align:left';
  const htmlBody = [
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table style="border-collapse:collapse;margin:16px 0">',
    `<caption style="text-align:left;font-weight:bold;padding-bottom:8px">${escapeHtml(rows[0][0])} ${escapeHtml(order.bookingNumber)}</caption>`,
    '<tbody>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};font-weight:normal;color:#555555">${escapeHtml(label)}</th><td style="${cell};font-weight:bold">${escapeHtml(value)}</td></tr>`,
    ),
    '</tbody></table>',
    ...notes.map((note) => `<p>${escapeHtml(note)}</p>`),
    `<p>${escapeHtml(copy.linkIntro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;text-decoration:underline;border-radius:4px">${escapeHtml(copy.viewBooking)}</a></p>`,
    `<p>${escapeHtml(copy.customerCare)}</p>`,
    `<p>${escapeHtml(copy.closing)}<br>${escapeHtml(copy.signature)}</p>`,
  ].join('\n');

  return {
    to: { name: `${order.buyer.firstName} ${order.buyer.lastName}`, address: order.buyer.email },
    language: market.language,
    subject,
    text,
    htmlBody,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}
