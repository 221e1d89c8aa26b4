export { OrderLines, OrderTerms } from './OrderLines';
