// The baseline extension page: home (one runtime message, one balance fetch, then paint) and two
// windows: static text, or the request's kind after one runtime message.
import { render, type FunctionComponent } from 'preact';
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

function WindowAsking() {
  const [request, setRequest] = useState<{ type: string } | null>(null);
  useEffect(() => {
    void (chrome.runtime.sendMessage({ kind: 'request' }) as Promise<{ type: string }>).then(setRequest);
  }, []);
  return request === null ? null : <p id="painted-asking">A request to review: {request.type}</p>;
}

const PAGES: Record<string, FunctionComponent> = { '#window': Window, '#window-asking': WindowAsking };
const Page = PAGES[location.hash] ?? Home;
render(<Page />, document.getElementById('app')!);
