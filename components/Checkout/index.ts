export { Checkout } from './Checkout';
