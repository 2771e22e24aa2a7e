const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, 'dist');
const port = Number(process.env.PORT ?? 8080);
const types = { '.html': 'text/html', '.js': 'text/javascript' };

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url, 'http://localhost');
  const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
  fs.readFile(file, (error, body) => {
    if (error || !file.startsWith(root)) {
      response.writeHead(404);
      response.end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  });
});

server.listen(port, () => console.log(`Serving dist/ at http://localhost:${port}/`));
