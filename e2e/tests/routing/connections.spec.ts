import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E_COMMERCE_PORT } from '../../servers';

/** One Shop API query on `agent`; resolves with the request (its socket) and the status. */
function ask(agent: Agent): Promise<{ request: ClientRequest; status: number }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port: E2E_COMMERCE_PORT,
        path: '/shop-api',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ request, status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ query: '{ __typename }' }));
  });
}

// A client or proxy keeps an idle connection to send its next request on. If the server closes it
// first, a request sent at that moment fails with ECONNRESET (nginx's upstream keep-alive is 60 s,
// Node's server default 5 s): the commerce server must be the side that waits longer.
test('the commerce server keeps an idle connection open past a few seconds, for the next request', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await ask(agent);
    expect(first.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    const second = await ask(agent);
    expect(second.status).toBe(200);
    expect(second.request.reusedSocket, 'the idle connection was closed by the server').toBe(true);
  } finally {
    agent.destroy();
  }
});
