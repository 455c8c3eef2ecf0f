import { useCallback, useState, type ChangeEvent } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Props a field component takes from its form: name, value, onChange and its error. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<Control>) => void;
}

/** `form.field`, as a field group sees it: it may only ask for the fields it renders. */
export type FieldBinder<K extends string> = (name: K) => BoundField;

/** Values and per-field errors of a form of text fields; typing in a field clears its error. */
export function useForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => {
      if (!(name in prev)) return prev;
      const next = { ...prev };
      delete next[name as string];
      return next;
    });
  }, []);

  const field = (name: keyof V & string): BoundField => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<Control>) => setValue(name, e.target.value),
  });

  return { values, setValues, setValue, errors, setErrors, field };
}
