export { ContactForm, SupportChannels } from './ContactForm';
