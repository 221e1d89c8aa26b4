export { PriceLadder } from './PriceLadder';
