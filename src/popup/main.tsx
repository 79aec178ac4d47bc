import { render } from 'preact';

render(<main>Vaultline</main>, document.getElementById('app')!);
