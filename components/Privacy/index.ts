export { PrivacyOptOut } from './PrivacyOptOut';
