// Text a site or another person chose, shown as it really is: invisible and direction-changing
// characters written out and named (issue 26). Apart from labels.tsx so that the approval window's
// first paint, which shows such text, does not load the address labels and the message table.
import { revealHidden } from '../../../core/reveal';
import { hiddenText, type HiddenWhat } from '../../lib/warnings';
import { TID } from '../../testids';

/** Text a site or another person chose, with invisible and direction-changing characters written out. */
export function ShownText({ text, what, block = false }: { text: string; what: HiddenWhat; block?: boolean }) {
  const { text: shown, hidden } = revealHidden(text);
  if (hidden.length === 0) return block ? <pre class="message-text">{text}</pre> : <span class="break">{text}</span>;
  const parts = shown.split(/(⟨U\+[0-9A-F]{4,6}⟩)/);
  const body = parts.map((part, i) =>
    i % 2 === 1 ? (
      <mark class="hidden-char" key={i}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
  return (
    <span class="shown-text">
      {block ? (
        <pre class="message-text" dir="ltr">
          {body}
        </pre>
      ) : (
        <span class="break" dir="ltr">
          {body}
        </span>
      )}
      <span class="warning small" role="alert" data-testid={TID.hiddenChars}>
        ⚠ {hiddenText(what, hidden)}
      </span>
    </span>
  );
}

/** A memo whole: its lines kept, wrapped, never clipped, hidden characters marked (issue 26, attack 5). */
export function MemoText({ memo }: { memo: string }) {
  return (
    <div class="memo-text" data-testid={TID.memoText}>
      <ShownText text={memo} what="memo" block />
    </div>
  );
}
