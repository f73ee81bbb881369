// How the tracker's calls travel, loaded only once an event may be sent (the client's schemas stay
// off pages where the visitor has not allowed measurement).
export { beaconAnalytics, collectAnalytics } from '@escapade/data-access-api';
