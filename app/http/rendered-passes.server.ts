import { Transform } from "node:stream";

/**
 * What React streams, handed on once per pass of its renderer rather than per 2 KB view: React writes a pass's HTML in
 * 2 KB pieces, then calls the destination's `flush()` (the convention zlib streams and `compression` follow) when it
 * has nothing more to send for now. Each piece handed on separately costs a trip through the web stream Remix reads, a
 * compressor flush and a socket write — for the section page 54 of them (docs/performance.md). A piece is kept only
 * until that same synchronous pass ends, so nothing streams later than before.
 *
 * React 18.3 can also leave a NUL byte where a multi-byte (Cyrillic) character meets the end of a view
 * (facebook/react#31134); the character itself follows intact. HTML never contains NUL, so dropping them restores the
 * text exactly.
 */
export function renderedPasses() {
  let pending: Buffer[] = [];
  let size = 0;
  const handOn = () => {
    if (size === 0) return;
    const pass = pending.length === 1 ? pending[0] : Buffer.concat(pending, size);
    pending = [];
    size = 0;
    stream.push(withoutNulBytes(pass));
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      size += chunk.length;
      done();
    },
    flush(done) {
      handOn();
      done();
    },
  });
  return Object.assign(stream, { flush: handOn });
}

function withoutNulBytes(bytes: Buffer): Buffer {
  let nul = bytes.indexOf(0);
  if (nul === -1) return bytes;
  const parts: Buffer[] = [];
  let start = 0;
  while (nul !== -1) {
    parts.push(bytes.subarray(start, nul));
    start = nul + 1;
    nul = bytes.indexOf(0, start);
  }
  parts.push(bytes.subarray(start));
  return Buffer.concat(parts);
}
