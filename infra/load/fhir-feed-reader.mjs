// The SMART Scheduling Links feed read whole, as a slot finder reads it: the manifest, then every file of its
// `output`, FEED_CONCURRENCY at a time, each line's resource type checked and the busy Slots counted (fhir-bench.mjs).
import http from 'node:http';

/** Feed files read at once, as a slot finder would (one per type of work, not one per file). */
export const FEED_CONCURRENCY = 4;
const FEED_TYPES = /** @type {const} */ (['Location', 'Schedule', 'Slot']);
const NEWLINE = 0x0a;
const BUSY = Buffer.from('"status":"busy"');

/**
 * A feed file read to its end: its lines, each checked to be a `type` resource (by its first bytes: parsing a
 * gigabyte of JSON would load this process more than the gateway), the busy Slots among them, and its first and last
 * line parsed.
 * @param {string} url @param {typeof FEED_TYPES[number]} type @param {http.Agent} agent
 * @returns {Promise<{ lines: number, busy: number, bytes: number, first: any, last: any }>}
 */
function readFeedFile(url, type, agent) {
  const prefix = Buffer.from(`{"resourceType":"${type}",`);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: 'application/fhir+ndjson' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let lines = 0;
      let busy = 0;
      let bytes = 0;
      let wrong = 0;
      /** @type {Buffer | null} */
      let carry = null;
      /** @type {string | null} */
      let first = null;
      let last = '';
      response.on('data', (/** @type {Buffer} */ chunk) => {
        bytes += chunk.length;
        const buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
        let start = 0;
        let end;
        let lastStart = -1;
        while ((end = buffer.indexOf(NEWLINE, start)) !== -1) {
          if (buffer.compare(prefix, 0, prefix.length, start, start + prefix.length) !== 0) wrong++;
          first ??= buffer.toString('utf8', start, end);
          lines++;
          lastStart = start;
          start = end + 1;
        }
        if (lastStart >= 0) last = buffer.toString('utf8', lastStart, start - 1);
        for (
          let at = buffer.indexOf(BUSY);
          at !== -1 && at < start;
          at = buffer.indexOf(BUSY, at + BUSY.length)
        )
          busy++;
        carry = start < buffer.length ? buffer.subarray(start) : null;
      });
      response.on('error', reject);
      response.on('close', () => {
        if (!response.complete) reject(new Error(`${url}: the answer was cut`));
      });
      response.on('end', () => {
        if (carry) return reject(new Error(`${url}: the file does not end with a whole line`));
        if (wrong) return reject(new Error(`${url}: ${wrong} lines are not ${type} resources`));
        const parsed = [first, last].map((line) => (line ? JSON.parse(line) : null));
        for (const resource of parsed)
          if (resource && resource.resourceType !== type)
            reject(new Error(`${url}: a ${resource.resourceType} line`));
        resolve({ lines, busy, bytes, first: parsed[0], last: parsed[1] });
      });
    });
    request.on('error', reject);
  });
}

/**
 * The feed read whole: the manifest, then every file, FEED_CONCURRENCY at a time, the lines of each type counted.
 * @param {string} gatewayUrl
 */
export async function readFeed(gatewayUrl) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: FEED_CONCURRENCY });
  const started = performance.now();
  const response = await fetch(`${gatewayUrl}/fhir/$bulk-publish`);
  if (!response.ok) throw new Error(`the manifest answered ${response.status}: ${await response.text()}`);
  const manifest = /** @type {{ output: { type: typeof FEED_TYPES[number], url: string }[] }} */ (
    await response.json()
  );
  /** @type {Record<string, { lines: number, files: number, busy: number, bytes: number }>} */
  const byType = Object.fromEntries(
    FEED_TYPES.map((type) => [type, { lines: 0, files: 0, busy: 0, bytes: 0 }]),
  );
  /** @type {any[]} */
  const samples = [];
  const queue = [...manifest.output];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (!byType[file.type]) throw new Error(`the manifest lists a ${file.type} file`);
      const read = await readFeedFile(file.url, file.type, agent);
      const total = byType[file.type];
      total.lines += read.lines;
      total.busy += read.busy;
      total.bytes += read.bytes;
      total.files += 1;
      samples.push(read.first, read.last);
    }
  };
  await Promise.all(Array.from({ length: FEED_CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { byType, seconds, samples: samples.filter(Boolean) };
}
