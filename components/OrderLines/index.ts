export { OrderLines } from './OrderLines';
