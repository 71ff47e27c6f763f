// Baseline for the repeat read: a static buffer with an ETag, answering 304 to a matching If-None-Match.
import http from 'node:http';

const body = Buffer.from(JSON.stringify({ content: '<p>static</p>'.repeat(1500) }));
const tag = '"static-v1"';
const server = http.createServer((req, res) => {
  if (req.headers['if-none-match'] === tag) {
    res.writeHead(304, { etag: tag }).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json', etag: tag }).end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
