export { StaticHtml } from './StaticHtml';
