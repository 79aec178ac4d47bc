import { render } from 'preact';
import { watchPersonActivity } from './lib/person-activity';
import { App, firstState } from './app';
import { POPUP_PAGES } from './pages';
import { loadMessages } from './i18n';
import { FIRST_AREAS } from './i18n/first';
import './styles.css';

// The page's first script (preload.ts) has asked the background for the state and the browser for
// these texts' chunks and the opened page's while the HTML was parsed: here they are only taken up.
const texts = loadMessages(FIRST_AREAS);
const first = firstState(POPUP_PAGES);
const root = document.getElementById('app')!;
// Until its texts and the first state have come the page shows the loading spinner alone: it says
// nothing, so it has no language. The first render then starts from both, so it is never in another
// language (without the texts it still renders) and paints the opened page at once (no frame of Loading).
render(
  <div class="app-center">
    <div class="loading" role="status">
      <span class="spinner" aria-hidden="true" />
    </div>
  </div>,
  root,
);
void Promise.allSettled([texts, first]).then(([, state]) => {
  render(<App pages={POPUP_PAGES} first={first} initial={state.status === 'fulfilled' ? state.value : undefined} />, root);
  // After the first render: the open's activity note does not hold up the state the background answers.
  watchPersonActivity();
});
