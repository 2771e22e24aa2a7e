import { v5, validate } from 'uuid';

export const NAMESPACE = '355b98a6-77c1-4f5f-b34a-ef6e9cdc889a';

export function idFor(name) {
  return v5(name, NAMESPACE);
}

export function isId(value) {
  return validate(value);
}
