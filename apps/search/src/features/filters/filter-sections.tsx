import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SearchFacetsReply } from '@escapade/api-contract';
import { Checkbox, RangeSlider, Skeleton, Switch } from '@escapade/ui';
import {
  areHotelFiltersDisabled,
  distanceSliderRange,
  distanceSliderValues,
  includeOffersAround,
  isDistanceActive,
  isOptionDisabled,
  isScoreChecked,
  PRICE_SLIDER_MAX,
  priceFilterFromSlider,
  priceSliderBounds,
  priceSliderValues,
  selectRating,
  toggleOption,
  type FilterDialogSection,
  type FilterValues,
  type SearchCriteria,
} from '@escapade/util-criteria';
import { type FacetOption, facetOptions, type ListFilter, selectedValues, withSelected } from './facet-options';
import { filtersMessages, filterSectionMessages } from './filters-messages';
import { PriceHistogram } from './price-histogram';
import styles from './filters.module.css';

/** What every section reads and edits: the search, the draft and its facet counts. */
export interface FilterSectionContext {
  readonly criteria: SearchCriteria;
  readonly draft: FilterValues;
  readonly edit: (changes: Partial<FilterValues>) => void;
  /** Undefined until the first facet reply for this search arrives. */
  readonly facets: SearchFacetsReply | undefined;
}

interface OptionListProps {
  readonly legend: string;
  readonly options: readonly FacetOption[];
  readonly isChecked: (value: string) => boolean;
  readonly onToggle: (value: string) => void;
  readonly disabled?: boolean;
  readonly loading: boolean;
}

/** A fieldset of checkable options with their counts; an option at 0 is disabled unless it is checked. */
function OptionList({ legend, options, isChecked, onToggle, disabled = false, loading }: OptionListProps) {
  const intl = useIntl();
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {loading ? <Skeleton lines={3} /> : null}
      <ul className={styles.options}>
        {options.map((option) => {
          const checked = isChecked(option.value);
          return (
            <li key={option.value}>
              <Checkbox
                label={intl.formatMessage(filtersMessages.option, { label: option.label, count: option.count })}
                checked={checked}
                disabled={disabled || isOptionDisabled(option, checked)}
                onChange={() => onToggle(option.value)}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

const LIST_SECTIONS = {
  facilities: 'facilities',
  hotelClass: 'stars',
  hotelTypes: 'hotelTypes',
  hotelEnvironments: 'hotelEnvironments',
  hotelStyles: 'hotelStyles',
} as const satisfies Partial<Record<FilterDialogSection, ListFilter>>;

function ListSection({ section, context }: { readonly section: keyof typeof LIST_SECTIONS; readonly context: FilterSectionContext }) {
  const intl = useIntl();
  const filter = LIST_SECTIONS[section];
  const selected = selectedValues(context.draft, filter);
  return (
    <OptionList
      legend={intl.formatMessage(filterSectionMessages[section])}
      options={facetOptions(context.facets, filter)}
      isChecked={(value) => selected.includes(value)}
      onToggle={(value) => context.edit(withSelected(filter, toggleOption(selected, value)))}
      disabled={filter !== 'facilities' && areHotelFiltersDisabled(context.criteria.flow)}
      loading={context.facets === undefined}
    />
  );
}

/** Minimum customer rating: a box is checked from the chosen score up; choosing the same score again resets it. */
function RatingSection({ context }: { readonly context: FilterSectionContext }) {
  const intl = useIntl();
  const { draft } = context;
  const options = (context.facets?.filters.hotelScores ?? []).map(({ value, label, count }) => ({ value: String(value), label, count }));
  return (
    <OptionList
      legend={intl.formatMessage(filterSectionMessages.customerRating)}
      options={options}
      isChecked={(value) => isScoreChecked(draft.hotelScore, Number(value))}
      onToggle={(value) => context.edit({ hotelScore: selectRating(draft.hotelScore, Number(value)) })}
      disabled={areHotelFiltersDisabled(context.criteria.flow)}
      loading={context.facets === undefined}
    />
  );
}

/** Activities grouped as the facet call lists them; their ids are the `tags` filter. */
function ActivitiesSection({ context }: { readonly context: FilterSectionContext }) {
  const intl = useIntl();
  const selected = context.draft.tags;
  const groups = context.facets?.listActivities ?? [];
  return (
    <div className={styles.section}>
      <h3 className={styles.legend}>{intl.formatMessage(filterSectionMessages.activities)}</h3>
      {context.facets === undefined ? <Skeleton lines={3} /> : null}
      {context.facets !== undefined && groups.length === 0 ? <p className={styles.empty}>{intl.formatMessage(filtersMessages.noActivity)}</p> : null}
      {groups.map((group) => (
        <OptionList
          key={group.name}
          legend={group.name}
          options={group.list.map(({ id, name, count }) => ({ value: String(id), label: name, count }))}
          isChecked={(value) => selected.includes(value)}
          onToggle={(value) => context.edit({ tags: toggleOption(selected, value) })}
          loading={false}
        />
      ))}
    </div>
  );
}

/**
 * Price in whole euros between the flow's fixed minimum and 250+, stored in cents; the draft changes
 * when a handle is let go. The histogram of results per price band stands on the track.
 */
function PriceSection({ context }: { readonly context: FilterSectionContext }) {
  const intl = useIntl();
  const { flow } = context.criteria;
  const bounds = priceSliderBounds(flow);
  const values = priceSliderValues(context.draft, flow);
  const formatValue = (value: number) => `${intl.formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })}${value >= PRICE_SLIDER_MAX ? '+' : ''}`;
  return (
    <div className={styles.section}>
      <SliderWithDraft
        label={intl.formatMessage(filterSectionMessages.price)}
        bounds={bounds}
        initial={[values.min, values.max]}
        formatValue={formatValue}
        onCommit={([min, max]) => context.edit(priceFilterFromSlider({ min, max }, flow))}
        histogram={([min, max]) => <PriceHistogram bands={context.facets?.filters.priceBands} bounds={bounds} values={{ min, max }} formatValue={formatValue} />}
      />
    </div>
  );
}

/** Distance from the searched place; with a city, 'Include offers around' switches the filter on over the city range. */
function DistanceSection({ context }: { readonly context: FilterSectionContext }) {
  const intl = useIntl();
  const { criteria, draft } = context;
  const range = distanceSliderRange(criteria.city !== undefined);
  const values = distanceSliderValues(draft, range);
  const active = isDistanceActive(draft);
  return (
    <div className={styles.section}>
      {criteria.city !== undefined ? (
        <Switch
          label={intl.formatMessage(filtersMessages.includeAround)}
          checked={active}
          onChange={(include) => context.edit(includeOffersAround({ city: criteria.city, ...draft }, include))}
        />
      ) : null}
      <SliderWithDraft
        label={intl.formatMessage(filterSectionMessages.distance)}
        bounds={{ ...range, step: 1 }}
        initial={[values.min, values.max]}
        formatValue={(value) => intl.formatNumber(value, { style: 'unit', unit: 'kilometer' })}
        onCommit={([min, max]) => context.edit({ distanceMin: min, distanceMax: max })}
      />
    </div>
  );
}

interface SliderWithDraftProps {
  readonly label: string;
  readonly bounds: { readonly min: number; readonly max: number; readonly step: number };
  readonly initial: [number, number];
  readonly formatValue: (value: number) => string;
  readonly onCommit: (value: [number, number]) => void;
  /** Drawn on the track for the handles' current positions. */
  readonly histogram?: (value: [number, number]) => ReactNode;
}

/**
 * A range slider that moves freely and hands its value over when a handle is let go, so counts are
 * asked once per move. A draft changed elsewhere (Reset) moves the handles; the slider is not
 * remounted for it, so a handle moved with the keyboard keeps the focus.
 */
function SliderWithDraft({ label, bounds, initial, formatValue, onCommit, histogram }: SliderWithDraftProps) {
  const [value, setValue] = useState(initial);
  const [draft, setDraft] = useState(initial);
  if (draft[0] !== initial[0] || draft[1] !== initial[1]) {
    setDraft(initial);
    setValue(initial);
  }
  return (
    <RangeSlider
      label={label}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      value={value}
      onChange={setValue}
      onChangeEnd={onCommit}
      formatValue={formatValue}
      histogram={histogram?.(value)}
    />
  );
}

/**
 * A panel that opened before its sections' code came gave the focus to its first control then, one
 * after where the sections go (the dropdown's Reset): the first field takes it once they are drawn,
 * as it would have had they been there. A focus before them (a dialog's close button) or in them stays.
 */
function takeFocusPassedOver(marker: HTMLElement | null): void {
  const sections = marker?.parentElement;
  const panel = sections?.closest('[role="dialog"]');
  const focused = document.activeElement;
  if (!sections || !panel || !focused || !panel.contains(focused) || sections.contains(focused)) return;
  if (!(sections.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
  sections.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled), [tabindex="0"]')?.focus();
}

/** One section of the filter dialog or of a dropdown. */
export function FilterSection(props: { readonly section: FilterDialogSection; readonly context: FilterSectionContext }) {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => takeFocusPassedOver(marker.current), []);
  return (
    <>
      <span ref={marker} hidden />
      <SectionOf {...props} />
    </>
  );
}

function SectionOf({ section, context }: { readonly section: FilterDialogSection; readonly context: FilterSectionContext }) {
  switch (section) {
    case 'price':
      return <PriceSection context={context} />;
    case 'activities':
      return <ActivitiesSection context={context} />;
    case 'distance':
      return <DistanceSection context={context} />;
    case 'customerRating':
      return <RatingSection context={context} />;
    default:
      return <ListSection section={section} context={context} />;
  }
}
