import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describe-user-agent';

describe('describeUserAgent', () => {
  it('names the browser by its product name and the system by a code the catalogs word', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toEqual({ kind: 'browser', browser: 'Chrome', system: 'windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ kind: 'browser', browser: 'Safari', system: 'iphone' });
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      kind: 'browser',
      browser: 'Firefox',
      system: 'linux',
    });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toEqual({ kind: 'browser', browser: 'Edge', system: 'macos' });
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14) SomeBrowser/1.0')).toEqual({
      kind: 'browser',
      browser: null,
      system: 'android',
    });
  });

  it('says when nothing is known, or when the caller is not a browser', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ kind: 'program' });
    expect(describeUserAgent(null)).toEqual({ kind: 'unknown' });
    expect(describeUserAgent('')).toEqual({ kind: 'unknown' });
  });
});
