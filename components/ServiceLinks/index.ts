export { ServiceLinks } from './ServiceLinks';
