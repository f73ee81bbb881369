import { defineMessage, useIntl } from 'react-intl';
import type { PriceBandFacet } from '@escapade/api-contract';
import { VisuallyHidden } from '@escapade/ui';
import { CENTS_PER_EURO, isPriceBandSelected, type PriceSliderValues } from '@escapade/util-criteria';
import styles from './filters.module.css';

/** What screen readers hear instead of the bars (kept here, in the filter panels' lazy chunk). */
const summary = defineMessage<{ from: string; to: string }>({ id: 'search.filters.priceHistogram', defaultMessage: 'Most offers cost between {from} and {to}' });

export interface PriceHistogramProps {
  /** The facet reply's bands, undefined until it arrives (the room stays the same meanwhile). */
  readonly bands: readonly PriceBandFacet[] | undefined;
  /** The slider's range in euros, so each bar is as wide as the stretch of track it stands for. */
  readonly bounds: { readonly min: number; readonly max: number };
  /** The handles as they move, so the bars they let through light up before the move ends. */
  readonly values: PriceSliderValues;
  /** How a price in euros reads ('120 €'). */
  readonly formatValue: (value: number) => string;
}

/**
 * Bars of results per price band over the slider's track: decorative for screen readers, which get
 * one sentence naming the busiest band instead, while the handles keep their own labels.
 */
export function PriceHistogram({ bands, bounds, values, formatValue }: PriceHistogramProps) {
  const intl = useIntl();
  const highest = Math.max(0, ...(bands ?? []).map((band) => band.count));
  const busiest = bands?.find((band) => band.count === highest && highest > 0);
  const euros = (cents: number) => Math.min(bounds.max, Math.max(bounds.min, cents / CENTS_PER_EURO));
  return (
    <>
      <div aria-hidden className={styles.histogram} data-testid="price-histogram">
        {(bands ?? []).map((band) => (
          <span
            key={band.min}
            className={isPriceBandSelected(band, values) ? styles.selectedBar : styles.histogramBar}
            data-selected={isPriceBandSelected(band, values)}
            style={{ flexGrow: euros(band.max ?? bounds.max * CENTS_PER_EURO) - euros(band.min), height: `${(band.count / Math.max(highest, 1)) * 100}%` }}
          />
        ))}
      </div>
      {busiest ? (
        <VisuallyHidden>
          {intl.formatMessage(summary, {
            from: formatValue(euros(busiest.min)),
            to: formatValue(euros(busiest.max ?? bounds.max * CENTS_PER_EURO)),
          })}
        </VisuallyHidden>
      ) : null}
    </>
  );
}
