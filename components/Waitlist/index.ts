export { WaitlistForm } from './WaitlistForm';
