// The crowd's load for read-calls (issue 38): autocannon in a process of its own, each request the next
// learner and page of a list it is given, so the server's kept answers (decisions 025/026) rarely hold
// what is asked. Reads {url, connections, seconds, requests: [{path, cookie}]} from the file named by
// its argument and prints autocannon's result as JSON.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

interface CrowdLoad {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  requests: Array<{ path: string; cookie: string }>;
}

const load = JSON.parse(readFileSync(process.argv[2], 'utf8')) as CrowdLoad;
let next = 0;
const result = await autocannon({
  url: load.url,
  connections: load.connections,
  duration: load.seconds,
  headers: load.headers,
  requests: [
    {
      setupRequest: (request) => {
        const { path, cookie } = load.requests[next++ % load.requests.length];
        return { ...request, path, headers: { ...request.headers, cookie } };
      },
    },
  ],
});
console.log(JSON.stringify({ requests: result.requests.total, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, bytes: result.throughput.total, sent: next }));
