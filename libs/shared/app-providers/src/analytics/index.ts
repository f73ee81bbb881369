export { createTracker, CLIENT_ID_KEY, SESSION_ID_KEY, BATCH_DELAY_MS, MAX_PENDING_EVENTS } from './tracker';
export type { AnalyticsEvent, TrackOptions, CollectCall, TrackerEnvironment, Tracker } from './tracker';
export { analytics, track, useTrack, useTrackedView } from './browser-tracker';
export * from './events';
export { usePromotionTracking } from './use-promotion-tracking';
