import type { MsgRenderer } from './renderer-type';
import { FieldValue } from './values';

export const GenericMsg: MsgRenderer = ({ msg, definition }) => (
  <dl class="kv">
    {definition.fields.map((field) => (
      <div class="kv-row" key={field.name}>
        <dt>{field.label}</dt>
        <dd><FieldValue value={msg.value[field.name]} /></dd>
      </div>
    ))}
  </dl>
);
