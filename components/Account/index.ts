export { CustomerArea } from './CustomerArea';
export { SignInForm } from './SignInForm';
