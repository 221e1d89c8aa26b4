export { Seo } from './Seo';
