import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface TlsFiles {
  certFile: string;
  keyFile: string;
  /** the certificate's PEM: a client trusts the server by it */
  cert: string;
}

/**
 * A self-signed certificate for the loopback names (127.0.0.1, localhost), written to a fresh
 * temporary folder: the server's TLS_CERT_FILE and TLS_KEY_FILE for the tests and figure scripts
 * that run it over HTTPS with HTTP/2 (issue 20).
 */
export async function loopbackCertificate(): Promise<TlsFiles> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), 'wallet-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  return { certFile, keyFile, cert: pems.cert };
}
