import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { classNames } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import { clampToStep, parseTypedValue } from './range-value';
import styles from './range-slider.module.css';

const messages = defineMessages<{
  minimum: { label: string };
  maximum: { label: string };
  minimumInput: NoMessageValues;
  maximumInput: NoMessageValues;
}>({
  minimum: { id: 'ui.rangeSlider.minimum', defaultMessage: '{label}: minimum' },
  maximum: { id: 'ui.rangeSlider.maximum', defaultMessage: '{label}: maximum' },
  minimumInput: {
    id: 'ui.rangeSlider.minimumInput',
    defaultMessage: 'Minimum',
  },
  maximumInput: {
    id: 'ui.rangeSlider.maximumInput',
    defaultMessage: 'Maximum',
  },
});

export type RangeValue = [number, number];

export interface RangeSliderProps {
  label: string;
  min: number;
  max: number;
  step?: number;
  /** Step of PageUp/PageDown; ten steps by default. */
  pageStep?: number;
  value?: RangeValue;
  defaultValue?: RangeValue;
  /** Every move, for a live label; keys and typing call it too. */
  onChange?: (value: RangeValue) => void;
  /** When a move ends (pointer up, key, typed value committed): the moment to update the search. */
  onChangeEnd?: (value: RangeValue) => void;
  /** How a value reads ('250 €+', '12 km'); used by the thumbs' aria-valuetext. */
  formatValue?: (value: number) => string;
  /** Shows two inputs to type the values. */
  showInputs?: boolean;
  /** A slot above the track, for the histogram of result counts. */
  histogram?: ReactNode;
  disabled?: boolean;
  className?: string;
}

type Thumb = 0 | 1;

/**
 * A two-thumb range (APG slider, one per thumb): arrows, PageUp/PageDown, Home/End and typed
 * values all work, and each thumb stops at the other so the range can never cross.
 */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  pageStep = step * 10,
  value,
  defaultValue = [min, max],
  onChange,
  onChangeEnd,
  formatValue = String,
  showInputs = true,
  histogram,
  disabled = false,
  className,
}: RangeSliderProps) {
  const intl = useIntl();
  const id = useId();
  const [range, setRange] = useControllableState<RangeValue>(value, defaultValue, onChange);
  const [drafts, setDrafts] = useState<[string | null, string | null]>([null, null]);
  const rail = useRef<HTMLDivElement>(null);
  const dragging = useRef<Thumb | null>(null);
  const latest = useRef(range);
  latest.current = range;

  const bounds = (thumb: Thumb, current: RangeValue): [number, number] => (thumb === 0 ? [min, current[1]] : [current[0], max]);

  const update = (thumb: Thumb, next: number, commit: boolean) => {
    const current = latest.current;
    const [low, high] = bounds(thumb, current);
    const clamped = Math.min(high, Math.max(low, clampToStep(next, min, max, step)));
    const nextRange: RangeValue = thumb === 0 ? [clamped, current[1]] : [current[0], clamped];
    if (nextRange[0] !== current[0] || nextRange[1] !== current[1]) {
      latest.current = nextRange;
      setRange(nextRange);
    }
    if (commit) onChangeEnd?.(nextRange);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>, thumb: Thumb) => {
    if (disabled) return;
    const current = range[thumb];
    const [low, high] = bounds(thumb, range);
    const targets: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      PageUp: current + pageStep,
      PageDown: current - pageStep,
      Home: low,
      End: high,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    update(thumb, targets[event.key], true);
  };

  const valueAt = (clientX: number) => {
    const rect = rail.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return min;
    return min + ((clientX - rect.left) / rect.width) * (max - min);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    const target = valueAt(event.clientX);
    const thumb: Thumb = Math.abs(target - range[0]) <= Math.abs(target - range[1]) && target <= range[1] ? 0 : 1;
    dragging.current = thumb;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    update(thumb, target, false);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== null) update(dragging.current, valueAt(event.clientX), false);
  };
  const onPointerUp = () => {
    if (dragging.current === null) return;
    dragging.current = null;
    onChangeEnd?.(latest.current);
  };

  const commitDraft = (thumb: Thumb) => {
    const draft = drafts[thumb];
    if (draft === null) return;
    const typed = parseTypedValue(draft, max);
    setDrafts((current) => (thumb === 0 ? [null, current[1]] : [current[0], null]));
    if (typed !== null) update(thumb, typed, true);
  };

  const percent = (position: number) => ((position - min) / (max - min || 1)) * 100;
  const thumbNames = [intl.formatMessage(messages.minimum, { label }), intl.formatMessage(messages.maximum, { label })];
  const inputNames = [intl.formatMessage(messages.minimumInput), intl.formatMessage(messages.maximumInput)];

  return (
    <div role="group" aria-labelledby={`${id}-label`} className={classNames(styles.root, className)}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {histogram ? <div className={styles.histogram}>{histogram}</div> : null}
      <div ref={rail} className={styles.rail} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
        <div className={styles.track} />
        <div
          className={styles.range}
          style={{
            left: `${percent(range[0])}%`,
            right: `${100 - percent(range[1])}%`,
          }}
        />
        {([0, 1] as const).map((thumb) => {
          const [low, high] = bounds(thumb, range);
          return (
            <div
              key={thumb}
              role="slider"
              tabIndex={disabled ? -1 : 0}
              aria-label={thumbNames[thumb]}
              aria-valuemin={low}
              aria-valuemax={high}
              aria-valuenow={range[thumb]}
              aria-valuetext={formatValue(range[thumb])}
              aria-orientation="horizontal"
              aria-disabled={disabled || undefined}
              onKeyDown={(event) => handleKeyDown(event, thumb)}
              className={styles.thumb}
              style={{ left: `${percent(range[thumb])}%` }}
            />
          );
        })}
      </div>
      {showInputs ? (
        <div className={styles.inputs}>
          {([0, 1] as const).map((thumb) => (
            <label key={thumb} className={styles.inputLabel}>
              {inputNames[thumb]}
              <input
                type="text"
                inputMode="numeric"
                disabled={disabled}
                value={drafts[thumb] ?? String(range[thumb])}
                onChange={(event) => {
                  const typed = parseTypedValue(event.target.value, max);
                  const text = typed === null ? '' : String(typed);
                  setDrafts((current) => (thumb === 0 ? [text, current[1]] : [current[0], text]));
                }}
                onBlur={() => commitDraft(thumb)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commitDraft(thumb);
                }}
                className={styles.input}
              />
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
