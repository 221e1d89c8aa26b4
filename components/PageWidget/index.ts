export { PageWidget } from './PageWidget';
