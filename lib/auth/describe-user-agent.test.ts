import { describe, expect, it } from 'vitest';
import { describeUserAgent, type DeviceDescription } from './describe-user-agent';

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const macEdge =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';

describe('describeUserAgent', () => {
  it.each<[string | null, DeviceDescription]>([
    [windowsChrome, { kind: 'browser', browser: 'Chrome', system: 'windows' }],
    [iphoneSafari, { kind: 'browser', browser: 'Safari', system: 'iphone' }],
    [macEdge, { kind: 'browser', browser: 'Edge', system: 'macos' }],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { kind: 'browser', browser: 'Firefox', system: 'linux' },
    ],
    ['Mozilla/5.0 (Linux; Android 14) SomeBrowser/1.0', { kind: 'browser', browser: null, system: 'android' }],
    // Nothing known, or the caller is not a browser.
    ['curl/8.5.0', { kind: 'program' }],
    [null, { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ])('%s: the browser by its product name, the system by a code the catalogs word', (userAgent, device) => {
    expect(describeUserAgent(userAgent)).toEqual(device);
  });
});
