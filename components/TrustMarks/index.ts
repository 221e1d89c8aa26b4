export { TrustMarks } from './TrustMarks';
