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
const root = document.getElementById('app')!;
// Until its texts and the state have come the page shows the loading spinner alone: it says nothing,
// so it has no language. The first render then waits for the texts, so it is never in another
// language (without them it still renders), and for the state (or its failure), so it starts from it:
// no frame of Loading, and no wait for App's effects, which run only after a frame has painted.
render(<div class="app-center"><div class="loading" role="status"><span class="spinner" aria-hidden="true" /></div></div>, root);
let initial: WalletState | undefined;
first.then((state) => { initial = state; }, () => undefined);
const show = () => render(<App first={first} initial={initial} />, root);
texts.then(() => first.then(show, show), show);
