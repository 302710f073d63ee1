import { afterAll, describe, expect, it } from 'vitest';
import { startStandalone } from '../standalone';

describe('standalone sandbox (issue 16 item 3)', () => {
  let stop: (() => void) | undefined;
  afterAll(() => stop?.());

  it('listens on the loopback address unless told otherwise, so its open control plane stays on this machine', async () => {
    const { server, baseUrl } = await startStandalone({ port: 0 });
    stop = () => server.close();
    const address = server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });
});
