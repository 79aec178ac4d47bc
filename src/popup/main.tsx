import { render } from 'preact';
import type { WalletState } from '../shared/wallet-api';
import { watchPersonActivity } from './lib/person-activity';
import { App, FIRST_AREAS, firstState } from './app';
import { loadMessages } from './i18n';
import './styles.css';

// The first render's texts are asked first (a few small chunks), then the state, so the background
// works while Preact starts.
const texts = loadMessages(FIRST_AREAS);
const first = firstState();
watchPersonActivity();
// The first render waits for its texts in the chosen language, so it is never in another language;
// without them it still renders.
// A state that came first is rendered at once (no frame of Loading).
let initial: WalletState | undefined;
first.then((state) => { initial = state; }, () => undefined);
const show = () => render(<App first={first} initial={initial} />, document.getElementById('app')!);
texts.then(show, show);
