import net from 'node:net';

export interface FakeSmtp {
  url: string;
  messages: string[];
  close(): Promise<void>;
}

/**
 * Just enough SMTP for nodemailer: records each message; `delayMs` slows the answer to DATA; `port` listens where a
 * closed one refused mails before (0: any free port).
 */
export function fakeSmtp(delayMs = 0, port = 0): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  const smtp = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined); // a client killed mid-conversation (crash tests)
    socket.write('220 fake.test ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let message = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(message);
            message = '';
            setTimeout(() => socket.write('250 2.0.0 queued\r\n'), delayMs);
          } else {
            message += `${line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake.test\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    smtp.listen(port, '127.0.0.1', () => {
      const address = smtp.address() as net.AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${address.port}`,
        messages,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            smtp.close(() => done());
          }),
      });
    });
  });
}
