// A message field's label in the popup's language: by type and field where that type names the field
// its own way, else by field name, else core's English label (a field added to core since).
import { en } from '../../i18n/en/index';
import { t, type MessageKey } from '../../i18n';

function isKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export function fieldLabel(type: string, field: { readonly name: string; readonly label: string }): string {
  for (const key of [`renderers.field.${type}.${field.name}`, `renderers.field.${field.name}`]) {
    if (isKey(key)) return t(key);
  }
  return field.label;
}
