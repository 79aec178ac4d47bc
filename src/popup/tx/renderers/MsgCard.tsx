import { useState } from 'preact/hooks';
import { validateMsg } from '../../../core/messages';
import type { Msg } from '../../../core/types';
import { errorText } from '../../lib/api';
import { msgLine } from '../../lib/activity';
import { TID } from '../../testids';
import { definitionOf, rendererFor } from './registry';
import { revealHidden } from '../../../core/reveal';
import { t } from '../../i18n';

/** One message of a transaction: summary, decoded fields, raw JSON on demand. */
export function MsgCard({ msg: given, index, total }: { msg: Msg; index: number; total: number }) {
  const type = typeof given?.type === 'string' ? given.type : '';
  const msg: Msg = { type, value: given?.value && typeof given.value === 'object' ? given.value : {} };
  const definition = definitionOf(type);
  const [showRaw, setShowRaw] = useState(definition === null);
  const Renderer = rendererFor(type);
  const problem = definition === null ? null : invalidReason(given);
  return (
    <section class="card msg-card" data-testid={TID.approvalMsg} data-msg-type={type}>
      <header class="msg-card-header">
        {/* A known message is named by its summary below, in the page's language; an unknown one by its raw type (data, not words). */}
        <span class="badge">
          {definition === null
            ? `${total > 1 ? `${index + 1}/${total} ` : ''}${revealHidden(type).text || t('renderers.noType')}`
            : total > 1
              ? t('renderers.msgHeadingOf', { index: index + 1, total })
              : t('renderers.msgHeading')}
        </span>
        <button type="button" class="link-button small" onClick={() => setShowRaw(!showRaw)}>
          {showRaw ? t('renderers.hideRaw') : t('renderers.showRaw')}
        </button>
      </header>
      {definition === null ? (
        <p class="warning">{t('renderers.unknownType')}</p>
      ) : (
        <>
          {problem && (
            <p class="warning" data-testid={TID.approvalMsgInvalid}>
              {t('renderers.invalid', { problem })}
            </p>
          )}
          <p class="msg-summary">{revealHidden(msgLine(msg)).text}</p>
          <Renderer msg={msg} definition={definition} />
        </>
      )}
      {showRaw && <pre class="raw-json">{JSON.stringify(given, null, 2)}</pre>}
    </section>
  );
}

function invalidReason(msg: unknown): string | null {
  try {
    validateMsg(msg);
    return null;
  } catch (err) {
    return errorText(err);
  }
}
