// A message field's label in the popup's language: by type and field where that type names the field
// its own way, else by field name, else core's English label (a field added to core since).
import { hasMessage, t } from '../../i18n';

export function fieldLabel(type: string, field: { readonly name: string; readonly label: string }): string {
  for (const key of [`renderers.field.${type}.${field.name}`, `renderers.field.${field.name}`]) {
    if (hasMessage(key)) return t(key);
  }
  return field.label;
}
