const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const root = path.join(__dirname, 'dist');
const port = Number(process.env.PORT ?? 8080);

function policy(nonce) {
  return [
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types hello-webpack',
  ].join('; ');
}

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url, 'http://localhost');
  const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
  fs.readFile(file, 'utf8', (error, text) => {
    if (error || !file.startsWith(root)) {
      response.writeHead(404);
      response.end('Not found');
      return;
    }
    if (file.endsWith('.html')) {
      // A new nonce for every page, in the header and in the page's script tag.
      const nonce = crypto.randomBytes(16).toString('base64');
      response.writeHead(200, {
        'Content-Type': 'text/html',
        'Content-Security-Policy': policy(nonce),
      });
      response.end(text.replaceAll('NONCE', nonce));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/javascript' });
    response.end(text);
  });
});

server.listen(port, () => console.log(`Serving dist/ at http://localhost:${port}/`));
