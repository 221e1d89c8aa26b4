export { ContactForm, SupportChannels } from './ContactForm';
export { ApplyForm } from './ApplyForm';
