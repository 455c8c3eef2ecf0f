import { TextField, type TextFieldProps } from './text-field';

/** The phone keypad on mobiles and the browser's saved number everywhere a phone is asked for. */
export function PhoneField(props: TextFieldProps) {
  return <TextField {...props} type="tel" autoComplete="tel" />;
}
