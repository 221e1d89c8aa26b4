export { SelectField, TextAreaField, TextField, type TextFieldProps } from './TextField';
export { SubmitButton } from './SubmitButton';
export { FormMessage } from './FormMessage';
export { useSiteForm } from './useSiteForm';
