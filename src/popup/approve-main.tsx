// The approval window's page (approve.html), built apart from the popup (scripts/approve-build.ts):
// one file carries all its first paint needs (the frame, unlock, the approve page, the styles and
// both languages' texts for them), so the window waits for that file alone, not ten of the popup's.
// Any other page (onboarding, the wallet itself) is the popup's: the window goes over to it. The
// state and the queue were asked by the page's first script (approve-first.ts) while this loaded.
import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import styles from './styles.css?inline';
import { App, firstState, page, type Pages } from './app';
import { ROUTES, type Route } from './lib/routes';
import { ApprovePage } from './screens/approvals/approve';
import { Loading } from './components/ui';
import { watchPersonActivity } from './lib/person-activity';
import { addMessages } from './i18n';
import { errors as enErrors } from './i18n/en/errors';
import { errors as zhErrors } from './i18n/zh-CN/errors';
import { ui as enUi } from './i18n/en/ui';
import { ui as zhUi } from './i18n/zh-CN/ui';
import { unlock as enUnlock } from './i18n/en/unlock';
import { unlock as zhUnlock } from './i18n/zh-CN/unlock';
import { approvals as enApprovals } from './i18n/en/approvals';
import { approvals as zhApprovals } from './i18n/zh-CN/approvals';
import { renderers as enRenderers } from './i18n/en/renderers';
import { renderers as zhRenderers } from './i18n/zh-CN/renderers';

const style = document.createElement('style');
style.textContent = styles;
document.head.append(style);
addMessages('en', { ...enErrors, ...enUi, ...enUnlock, ...enApprovals, ...enRenderers });
addMessages('zh-CN', { ...zhErrors, ...zhUi, ...zhUnlock, ...zhApprovals, ...zhRenderers });

/** The popup's page at the same route: this window shows approvals (and unlock) only. */
function PopupPage() {
  useEffect(() => location.replace(`index.html${location.hash}`), []);
  return (
    <div class="app-center">
      <Loading />
    </div>
  );
}

const approve = page(() => Promise.resolve(ApprovePage));
const popup = page(() => Promise.resolve(PopupPage));
const pages: Pages = {
  routes: Object.fromEntries(ROUTES.map((route) => [route, route === '/approve' ? approve : popup])) as Record<Route, typeof approve>,
  onboarding: popup,
};

const first = firstState(pages);
const root = document.getElementById('app')!;
void first.then(
  (state) => render(<App pages={pages} first={first} initial={state} />, root),
  () => render(<App pages={pages} first={first} />, root),
);
watchPersonActivity();
