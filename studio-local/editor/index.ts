export { StudioApp } from './StudioApp';
