// The baseline extension page: one runtime message, one balance fetch, then paint.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';

function Home() {
  const [balance, setBalance] = useState<string | null>(null);
  useEffect(() => {
    void (async () => {
      const state = (await chrome.runtime.sendMessage({ kind: 'state' })) as { restUrl: string | null };
      const address = new URLSearchParams(location.search).get('address') ?? '';
      const response = await fetch(`${state.restUrl}/v1/account/balance/${address}`);
      const body = (await response.json()) as { result: Array<{ denom: string; amount: string }> };
      setBalance(body.result.find((coin) => coin.denom === 'NANOGT')?.amount ?? '0');
    })();
  }, []);
  return balance === null ? <p>Loading…</p> : <p id="balance" data-nanogt={balance}>{balance} NANOGT</p>;
}

function Window() {
  return <p id="painted">A request to review</p>;
}

render(location.hash === '#window' ? <Window /> : <Home />, document.getElementById('app')!);
