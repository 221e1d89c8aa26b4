/**
 * The account's care panels, loaded together on demand (components/Account/CustomerArea.tsx): one chunk for all of
 * them keeps the site's chunk map, which every page's runtime carries, one entry longer instead of five.
 */
export { GivenRating, RateCleaning } from './RateCleaning';
export { RateFromLink } from './RateFromLink';
export { PauseMembership } from './PauseMembership';
export { UpdateCard } from './UpdateCard';
