// Renders one operation as a form: fields `<op>-<field>`, the submit button `<op>-submit`, extra
// actions `<op>-<action>`, and the operation's last outcome in `<op>-result`.
import { el } from '../dom.js';

function renderField(op, field) {
  const id = `${op.id}-${field.id}`;
  if (field.type === 'checkbox') {
    const box = el('input', { id, name: field.id, type: 'checkbox' });
    box.checked = Boolean(field.checked);
    return el('label', { class: 'inline', for: id }, box, field.label);
  }
  let input;
  if (field.type === 'textarea') input = el('textarea', { id, name: field.id, placeholder: field.placeholder, spellcheck: 'false' });
  else if (field.type === 'select')
    input = el(
      'select',
      { id, name: field.id },
      ...field.options.map((option) => el('option', { value: option.value, text: option.label })),
    );
  else
    input = el('input', {
      id,
      name: field.id,
      type: 'text',
      placeholder: field.placeholder,
      list: field.list ? `list-${field.list}` : undefined,
      autocomplete: 'off',
      spellcheck: 'false',
    });
  if (field.value !== undefined) input.value = field.value;
  return el('label', { for: id }, field.label, input);
}

/** A handle on a rendered form: read and set its fields by field id. */
function formHandle(op, form) {
  const input = (fieldId) => form.elements.namedItem(fieldId);
  return {
    values() {
      const values = {};
      for (const field of op.fields) values[field.id] = field.type === 'checkbox' ? input(field.id).checked : input(field.id).value;
      return values;
    },
    get: (fieldId) => input(fieldId).value,
    set(values) {
      for (const [fieldId, value] of Object.entries(values)) {
        const target = input(fieldId);
        if (!target) continue;
        if (target.type === 'checkbox') target.checked = Boolean(value);
        else target.value = String(value ?? '');
      }
    },
  };
}

/** `onSubmit(op, handle)` and `onAction(op, action, handle)` do the work; this only draws. */
export function renderOperation(op, { onSubmit, onAction }) {
  const actions = (op.actions ?? []).map((action) => {
    const button = el('button', { id: `${op.id}-${action.id}`, type: 'button', class: 'secondary', text: action.label });
    return { action, button };
  });
  const form = el(
    'form',
    { id: `form-${op.id}`, novalidate: true },
    ...op.fields.map((field) => renderField(op, field)),
    el(
      'div',
      { class: 'row' },
      el('button', { id: `${op.id}-submit`, type: 'submit', text: op.submitLabel ?? (op.msgType ? 'Submit' : 'Request') }),
      ...actions.map(({ button }) => button),
    ),
    el('p', { id: `${op.id}-result`, class: 'op-result', 'data-status': 'idle' }),
  );
  const handle = formHandle(op, form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    onSubmit(op, handle);
  });
  for (const { action, button } of actions) button.addEventListener('click', () => onAction(op, action, handle));
  const heading = el('h3', { text: op.title });
  if (op.msgType) heading.append(' ', el('code', { class: 'msg-type', text: op.msgType }));
  return el(
    'section',
    { class: 'op', id: `operation-${op.id}`, 'data-msg-type': op.msgType },
    heading,
    op.note ? el('p', { class: 'muted note', text: op.note }) : '',
    form,
  );
}
