export { choosableActivityIds, chosenActivityDates } from './activity-date-rules';
