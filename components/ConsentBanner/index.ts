export { ConsentBanner } from './ConsentBanner';
