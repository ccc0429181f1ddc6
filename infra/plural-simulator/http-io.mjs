// @ts-check
// Reading requests and writing answers (node:http), shared by the simulator's API, hosted pages and controls.

/** @param {import('node:http').IncomingMessage} req @returns {Promise<string>} */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > 1_000_000) {
        reject(new Error('request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
export function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} html */
export function sendHtml(res, status, html) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // No script, no inline style: the page works under the strictest policy.
    'content-security-policy':
      "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  });
  res.end(html);
}

/** 303: the browser follows with a GET. @param {import('node:http').ServerResponse} res @param {string} location */
export function redirect(res, location) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** @param {import('node:http').ServerResponse} res */
export function methodNotAllowed(res) {
  sendJson(res, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
}
