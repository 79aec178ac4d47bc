import { render } from 'preact';
import type { WalletState } from '../shared/wallet-api';
import { watchPersonActivity } from './lib/person-activity';
import { App, FIRST_AREAS, firstState } from './app';
import { loadMessages } from './i18n';
import './styles.css';

// Asked before the first render, so the background works while Preact starts.
const first = firstState();
watchPersonActivity();
// The first render waits for its texts in the chosen language (a few small chunks, fetched while the
// background answers), so it is never in another language; without them it still renders.
// A state that came first is rendered at once (no frame of Loading).
let initial: WalletState | undefined;
first.then((state) => { initial = state; }, () => undefined);
const show = () => render(<App first={first} initial={initial} />, document.getElementById('app')!);
loadMessages(FIRST_AREAS).then(show, show);
