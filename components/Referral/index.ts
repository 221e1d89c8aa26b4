export { ReferralWelcome, referralCodeFromPath } from './ReferralWelcome';
