export { CustomerArea } from './CustomerArea';
export { SignInForm } from './SignInForm';
export { RedeemVoucher } from './RedeemVoucher';
