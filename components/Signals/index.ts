export { Signals } from './Signals';
