import { required, type Schema } from '../../components/form/validation';

export type NameValues = Record<'first_name' | 'last_name', string>;

export const nameRules: Schema<NameValues> = { first_name: [required], last_name: [required] };

export const toNamePayload = (v: NameValues): NameValues => ({ first_name: v.first_name.trim(), last_name: v.last_name.trim() });
