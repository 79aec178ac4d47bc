// One message of a transaction: the feature renderer when there is one, else the frame's card.
import { useState } from 'preact/hooks';
import type { Msg } from '../../../core/types';
import { msgLine } from '../../lib/activity';
import { MsgCard } from '../../renderers/MsgCard';
import { definitionOf } from '../../renderers/registry';
import { TID } from '../../testids';
import { FEATURE_MSG_RENDERERS } from '../renderers';

export function TxMsgCard({ msg, index, total }: { msg: Msg; index: number; total: number }) {
  const [showRaw, setShowRaw] = useState(false);
  const Renderer = FEATURE_MSG_RENDERERS[msg.type];
  const definition = definitionOf(msg.type);
  if (!Renderer || !definition) return <MsgCard msg={msg} index={index} total={total} />;
  return (
    <section class="card msg-card" data-testid={TID.approvalMsg} data-msg-type={msg.type}>
      <header class="msg-card-header">
        <span class="badge">{total > 1 ? `${index + 1}/${total} ` : ''}{msg.type}</span>
        <button type="button" class="link-button small" data-testid={TID.approvalRawToggle} onClick={() => setShowRaw(!showRaw)}>{showRaw ? 'Hide raw' : 'Raw JSON'}</button>
      </header>
      <p class="msg-summary" data-testid={TID.approvalMsgSummary}>{msgLine(msg)}</p>
      <Renderer msg={msg} definition={definition} />
      {showRaw && <pre class="raw-json" data-testid={TID.approvalRawJson}>{JSON.stringify(msg, null, 2)}</pre>}
    </section>
  );
}
