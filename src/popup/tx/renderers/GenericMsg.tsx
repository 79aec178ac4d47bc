import type { MsgRenderer } from './renderer-type';
import { FieldValue } from './values';
import { fieldLabel } from './fieldLabel';

export const GenericMsg: MsgRenderer = ({ msg, definition }) => (
  <dl class="kv">
    {definition.fields.map((field) => (
      <div class="kv-row" key={field.name}>
        <dt>{fieldLabel(msg.type, field)}</dt>
        <dd>
          <FieldValue value={msg.value[field.name]} />
        </dd>
      </div>
    ))}
  </dl>
);
