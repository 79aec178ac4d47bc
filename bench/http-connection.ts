// A kept-alive HTTP/1.1 connection for the throughput row's load generator: it writes one request
// at a time and reads each answer whole (status line, headers, Content-Length bytes of body) before
// the next, as a client does on a kept-alive socket. On 2 cores the load generator shares the machine
// with the node; node:http's client spent ~160-230 µs of CPU per request (more than the node's own
// main thread spends on a broadcast's HTTP), so the row measured the client as much as the node.
import { connect, type Socket } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;

export class HttpConnection {
  private pending: Buffer = Buffer.alloc(0);
  private waiter: { resolve(status: number): void; reject(error: Error): void } | undefined;
  private failure: Error | undefined;

  private constructor(
    private readonly socket: Socket,
    private readonly host: string,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('the node closed the connection')));
  }

  /** Opens a connection to `url`'s host and port. */
  static open(url: URL): Promise<HttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.off('error', reject);
        resolve(new HttpConnection(socket, url.host));
      });
      socket.once('error', reject);
    });
  }

  /** POSTs a JSON body; resolves with the answer's status once its whole body has been read. */
  post(path: string, body: string): Promise<number> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiter) return Promise.reject(new Error('one request at a time on a connection'));
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${this.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body}`,
      );
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const headerEnd = this.pending.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.pending.toString('latin1', 0, headerEnd);
    const length = CONTENT_LENGTH.exec(head)?.[1];
    const status = /^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1];
    if (length === undefined || status === undefined) {
      this.fail(new Error(`an answer this client cannot read (no status or no Content-Length): ${head.slice(0, 200)}`));
      return;
    }
    const end = headerEnd + HEADER_END.length + Number(length);
    if (this.pending.length < end) return;
    if (this.pending.length > end) {
      this.fail(new Error('bytes after the answer that no request asked for'));
      return;
    }
    this.pending = Buffer.alloc(0);
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.resolve(Number(status));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.reject(this.failure);
  }
}
