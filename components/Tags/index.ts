export { Tags, useTags } from './Tags';
