export { TextField, type TextFieldProps } from './TextField';
export { SubmitButton } from './SubmitButton';
export { FormMessage } from './FormMessage';
