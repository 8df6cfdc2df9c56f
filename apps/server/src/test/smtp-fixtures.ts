import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a free port that refuses the first `refuse` transactions (451, try later), then accepts. */
export async function startSmtpServer(options: { refuse: number }) {
  const received: ReceivedMail[] = [];
  let refusalsLeft = options.refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusalsLeft <= 0) return callback();
      refusalsLeft--;
      callback(Object.assign(new Error('Mail service is down, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  // A client that dies mid-transaction (a server instance a test kills) resets its connection, which the SMTP server
  // emits as an 'error': unheard, it would be thrown as an uncaught exception and fail the run. The mail is simply not
  // received, which is what such a test looks at.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count: number) => {
      refusalsLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/**
 * An SMTP peer that stops answering: right after the connection ('greeting'), or once the message text has
 * begun ('data'). `cut()` then ends every connection the way a dying network or process would.
 */
export async function startStalledSmtpServer(stallAt: 'greeting' | 'data') {
  const sockets = new Set<net.Socket>();
  let stalled: () => void = () => undefined;
  const reachedStall = new Promise<void>((resolve) => {
    stalled = resolve;
  });
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (stallAt === 'greeting') return stalled();
    socket.write('220 stalling.test ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const command = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (command === 'DATA') {
          socket.write('354 go ahead\r\n');
          stalled();
          socket.removeAllListeners('data');
          return;
        }
        socket.write(command.startsWith('EHLO') ? '250-stalling.test\r\n250 8BITMIME\r\n' : '250 OK\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    reachedStall,
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type MimeAttachment = { fileName: string; contentType: string; content: Buffer };

function unfoldedHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The files a received multipart mail carries (base64 parts with a file name), decoded. */
export function mailAttachments(raw: string): MimeAttachment[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const boundary = unfoldedHeaders(head)
    .get('content-type')
    ?.match(/boundary="?([^";]+)"?/)?.[1];
  if (!boundary) return [];
  const body = rest.join('\r\n\r\n');
  return body.split(`--${boundary}`).flatMap((part) => {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) return [];
    const headers = unfoldedHeaders(part.slice(0, split).trim());
    const named = `${headers.get('content-disposition') ?? ''} ${headers.get('content-type') ?? ''}`.match(
      /name=(?:"([^"]+)"|([^";\s]+))/,
    );
    const fileName = named?.[1] ?? named?.[2];
    if (!fileName || headers.get('content-transfer-encoding') !== 'base64') return [];
    const contentType = (headers.get('content-type') ?? '').split(';')[0] ?? '';
    return [{ fileName, contentType, content: Buffer.from(part.slice(split).replace(/\s+/g, ''), 'base64') }];
  });
}

/** The plain-text part of a received mail (quoted-printable decoded), or the body of a single-part mail. */
export function mailText(raw: string): string {
  const textPart = raw.match(/Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/);
  const text = textPart?.[1] ?? raw;
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
