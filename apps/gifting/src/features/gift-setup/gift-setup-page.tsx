import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from '@escapade/app-providers/router';
import { itemEvent, useTrack } from '@escapade/app-providers/analytics';
import { GIFT_FROM_NAME_MAX, GIFT_MESSAGE_MAX, POSTAL_CODE_MAX, type ProductDetail } from '@escapade/api-contract';
import { useCustomSubElements, useGiftShippingCosts, useProductDetail } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { Button, fieldMessages, RadioGroup, Select, Spinner, TextArea, TextField } from '@escapade/ui';
import { COUNTRY_CODES, MARKET_TOGGLES, type CountryCode } from '@escapade/util-market';
import { formatProductLocation, parseProductLocation, productDetailQuery, stayCheckoutUrl, type ProductPageState } from '@escapade/util-criteria';
import { defaultSubElementSelection, formatAmount, giftShippingCost, toggleSubElement, type SubElementSelection, type VoucherFormat } from '@escapade/util-pricing';
import { CustomizationFields } from './customization-fields';
import { emptyGiftForm, GIFT_FIELD_NAMES, giftFormSchema, type GiftFormOutput, type GiftFormValues } from './gift-form';
import {
  chosenGiftNights,
  customizationCategories,
  GIFT_ADULTS,
  giftSummaryOf,
  orderedSubElementIds,
  physicalFormatAvailability,
  VOUCHER_DESIGN_CATEGORY_ID,
} from './gift-setup-rules';
import { giftSetupMessages } from './gift-setup-messages';
import { PriceSummary } from './price-summary';
import { VoucherPreview } from './voucher-preview';
import styles from './gift-setup.module.css';

/** A weekend id of the path: digits only, as the catalog's ids. */
const weekendIdOf = (value: string | undefined): number | null => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The page's frame: its one title (also the tab's) and what it holds. */
function GiftFrame({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage(giftSetupMessages.pageTitle);
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/**
 * The gift setup of a single voucher (`/gift/{id}`, product-side.md "Gift setup screen"): the nights
 * from the offer's price list, two people, digital or physical, a delivery address for a printed
 * voucher, the customization, the giver's message with a live preview and the price summary; Offer
 * goes on to the checkout with the gift's nights and format. Nights and format are kept in the
 * address, as on the product page, so a reload or the checkout's back arrow find them again.
 */
export function GiftSetupPage() {
  const intl = useIntl();
  const market = useMarket();
  const location = useLocation();
  const weekendId = weekendIdOf(useParams().id);
  const state = parseProductLocation(location);
  const detail = useProductDetail(
    { weekendId: String(weekendId ?? 0) },
    productDetailQuery({ ...state, flow: 'gifting', adult: GIFT_ADULTS, child: 0, baby: 0, checkin: undefined, checkout: undefined }, market.code),
    { enabled: weekendId !== null, staleTime: 60_000 },
  );

  if (weekendId === null || detail.error) {
    return (
      <GiftFrame>
        <div role="alert" className={styles.notice}>
          <p>{intl.formatMessage(giftSetupMessages.failed)}</p>
          {weekendId === null ? null : <Button onClick={() => detail.refetch()}>{intl.formatMessage(giftSetupMessages.retry)}</Button>}
        </div>
      </GiftFrame>
    );
  }
  if (detail.data === undefined) {
    return (
      <GiftFrame>
        <div className={styles.loading} aria-busy="true">
          <Spinner size="lg" label={intl.formatMessage(giftSetupMessages.loading)} showLabel />
        </div>
      </GiftFrame>
    );
  }
  const product = detail.data;
  if (!product.isGiftable || product.giftPrices.length === 0) {
    return (
      <GiftFrame>
        <div role="status" className={styles.notice}>
          <p>{intl.formatMessage(giftSetupMessages.notGiftable)}</p>
          <Link to={product.uri}>{intl.formatMessage(giftSetupMessages.seeStay)}</Link>
        </div>
      </GiftFrame>
    );
  }
  return (
    <GiftFrame>
      <GiftSetup product={product} state={state} />
    </GiftFrame>
  );
}

function GiftSetup({ product, state }: { readonly product: ProductDetail; readonly state: ProductPageState }) {
  const intl = useIntl();
  const market = useMarket();
  const navigate = useNavigate();
  const track = useTrack('gift');
  const nights = chosenGiftNights(product.giftPrices, state.giftNights);
  const pointOfSale = MARKET_TOGGLES[market.code].physicalGiftFormat;
  const shipping = useGiftShippingCosts({ locale: market.code }, { enabled: pointOfSale, retry: false });
  const customization = useCustomSubElements({ locale: market.code });
  const physical = physicalFormatAvailability({ pointOfSale, shippingCosts: shipping.data, shippingError: shipping.isError });
  const format: VoucherFormat = state.giftFormat === 'physical' && physical === 'available' ? 'physical' : 'digital';
  const categories = useMemo(() => customizationCategories(customization.data), [customization.data]);
  const [chosen, setChosen] = useState<SubElementSelection | undefined>(undefined);
  const selection = chosen ?? defaultSubElementSelection(categories);

  const resolver = useMemo(() => valibotResolver(giftFormSchema(format)) as unknown as Resolver<GiftFormValues, unknown, GiftFormOutput>, [format]);
  const { control, handleSubmit, formState, setFocus } = useForm<GiftFormValues, unknown, GiftFormOutput>({
    mode: 'onBlur',
    defaultValues: emptyGiftForm(market.country),
    resolver,
  });
  const [fromName, message, country] = useWatch({ control, name: ['fromName', 'message', 'country'] });
  const summary = giftSummaryOf({ priceList: product.giftPrices, nights, format, shippingCosts: shipping.data, country, categories, selection });
  const submitted = formState.submitCount > 0;

  /** Nights and format live in the address, replaced (not pushed) as they change. */
  const change = (next: Partial<ProductPageState>) => {
    const { search, hash } = formatProductLocation({ ...state, flow: 'gifting', adult: GIFT_ADULTS, giftNights: nights, giftFormat: format, ...next });
    navigate({ search, hash }, { replace: true });
  };
  const design = categories
    .find((category) => category.id === VOUCHER_DESIGN_CATEGORY_ID)
    ?.subElements.find((element) => (selection[VOUCHER_DESIGN_CATEGORY_ID] ?? []).includes(element.id))?.name;

  const submit = handleSubmit(
    (values) => {
      if (summary === undefined) return;
      track(itemEvent('add_to_cart', { id: product.id, name: product.label, category: 'gift', priceCents: summary.totalPrice }), { beacon: true });
      // The checkout finds the whole gift in its address: the options, the giver's words and a posted voucher's address.
      const delivery =
        format === 'physical'
          ? { recipientName: values.recipientName, addressLine: values.addressLine, postalCode: values.postalCode, city: values.city, country: values.country }
          : {};
      navigate(
        stayCheckoutUrl(
          product.id,
          { ...state, flow: 'gifting', adult: GIFT_ADULTS, child: 0, baby: 0, giftNights: nights, giftFormat: format },
          { options: orderedSubElementIds(selection), fromName: values.fromName, message: values.message, delivery },
        ),
      );
    },
    (errors) => {
      const first = GIFT_FIELD_NAMES.find((name) => errors[name] !== undefined);
      if (first !== undefined) setFocus(first);
    },
  );
  const amount = (cents: number) => formatAmount(cents, market.locale);
  const shippingText = (cents: number) =>
    cents === 0 ? intl.formatMessage(giftSetupMessages.shippingFree) : intl.formatMessage(giftSetupMessages.shippingCost, { amount: amount(cents) });
  const image = product.images[0];
  const requiredError = (value: string, error: unknown, text: string) => (error && value.trim() !== '' ? text : undefined);

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <section className={styles.section} aria-labelledby="gift-stay-title">
          <h2 id="gift-stay-title" className={styles.sectionTitle}>
            {product.label}
          </h2>
          <p className={styles.muted}>
            {product.hotel.label}
            {product.hotel.location.label ? `, ${product.hotel.location.label}` : ''}
          </p>
          <p>{intl.formatMessage(giftSetupMessages.people, { count: GIFT_ADULTS })}</p>
          <RadioGroup
            legend={intl.formatMessage(giftSetupMessages.nightsLegend)}
            name="giftNights"
            value={String(nights)}
            orientation="horizontal"
            options={product.giftPrices.map((entry) => ({
              value: String(entry.nights),
              label: intl.formatMessage(giftSetupMessages.nights, { count: entry.nights }),
              description: amount(entry.sellPrice),
            }))}
            onChange={(value) => change({ giftNights: Number(value) })}
          />
          <RadioGroup
            legend={intl.formatMessage(giftSetupMessages.formatLegend)}
            name="giftFormat"
            value={format}
            options={[
              { value: 'digital', label: intl.formatMessage(giftSetupMessages.formatDigital), description: intl.formatMessage(giftSetupMessages.formatDigitalHint) },
              {
                value: 'physical',
                label: intl.formatMessage(giftSetupMessages.formatPhysical),
                description:
                  physical === 'unavailable'
                    ? intl.formatMessage(giftSetupMessages.physicalUnavailable)
                    : `${intl.formatMessage(giftSetupMessages.formatPhysicalHint)}${shipping.data ? ` · ${shippingText(giftShippingCost('physical', shipping.data, market.country))}` : ''}`,
                disabled: physical !== 'available',
              },
            ]}
            onChange={(value) => change({ giftFormat: value === 'physical' ? 'physical' : 'digital' })}
          />
        </section>

        {format === 'physical' ? (
          <fieldset className={styles.section}>
            <legend className={styles.legend}>{intl.formatMessage(giftSetupMessages.addressLegend)}</legend>
            <p className={styles.muted}>{intl.formatMessage(giftSetupMessages.addressDelay)}</p>
            <div className={styles.fields}>
              {(
                [
                  ['recipientName', giftSetupMessages.recipientName, 'name', 80],
                  ['addressLine', giftSetupMessages.addressLine, 'street-address', 200],
                  ['postalCode', giftSetupMessages.postalCode, 'postal-code', POSTAL_CODE_MAX],
                  ['city', giftSetupMessages.city, 'address-level2', 100],
                ] as const
              ).map(([name, label, autoComplete, maxLength]) => (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <TextField
                      ref={field.ref}
                      name={field.name}
                      label={intl.formatMessage(label)}
                      autoComplete={autoComplete}
                      required
                      maxLength={maxLength}
                      value={field.value}
                      onChange={(value) => field.onChange(value)}
                      onBlur={field.onBlur}
                      error={name === 'recipientName' ? requiredError(field.value, fieldState.error, intl.formatMessage(fieldMessages.onlyText)) : undefined}
                      showStatus={submitted}
                    />
                  )}
                />
              ))}
              <Controller
                name="country"
                control={control}
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    name={field.name}
                    label={intl.formatMessage(giftSetupMessages.country)}
                    autoComplete="country"
                    value={field.value}
                    onChange={(value) => field.onChange(value as CountryCode)}
                    onBlur={field.onBlur}
                    options={COUNTRY_CODES.map((code) => ({ value: code, label: intl.formatDisplayName(code, { type: 'region' }) ?? code }))}
                    hint={shipping.data ? shippingText(giftShippingCost('physical', shipping.data, field.value)) : undefined}
                  />
                )}
              />
            </div>
          </fieldset>
        ) : null}

        {categories.length > 0 ? (
          <section className={styles.section} aria-labelledby="gift-customization-title">
            <h2 id="gift-customization-title" className={styles.sectionTitle}>
              {intl.formatMessage(giftSetupMessages.customizationTitle)}
            </h2>
            <CustomizationFields
              categories={categories}
              selection={selection}
              locale={market.locale}
              onToggle={(category, id) => setChosen(toggleSubElement(selection, category, id))}
            />
          </section>
        ) : null}

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{intl.formatMessage(giftSetupMessages.messageLegend)}</legend>
          <Controller
            name="fromName"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                ref={field.ref}
                name={field.name}
                label={intl.formatMessage(giftSetupMessages.fromName)}
                optional
                maxLength={GIFT_FROM_NAME_MAX}
                autoComplete="name"
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={requiredError(field.value, fieldState.error, intl.formatMessage(fieldMessages.onlyText))}
                showStatus={submitted}
              />
            )}
          />
          <Controller
            name="message"
            control={control}
            render={({ field }) => (
              <TextArea
                ref={field.ref}
                name={field.name}
                label={intl.formatMessage(giftSetupMessages.message)}
                hint={intl.formatMessage(giftSetupMessages.messageHint)}
                optional
                maxLength={GIFT_MESSAGE_MAX}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                showStatus={submitted}
              />
            )}
          />
        </fieldset>

        <Button type="submit" size="lg" fullWidth disabled={summary === undefined}>
          {intl.formatMessage(giftSetupMessages.offer)}
        </Button>
      </form>
      <aside className={styles.aside}>
        <VoucherPreview
          hotel={product.hotel.label}
          label={product.label}
          nights={nights}
          fromName={fromName}
          message={message}
          design={design}
          imageUrl={image?.sizes['640_360'] ?? image?.url}
        />
        {summary ? <PriceSummary summary={summary} nights={nights} physical={format === 'physical'} locale={market.locale} /> : null}
      </aside>
    </div>
  );
}
