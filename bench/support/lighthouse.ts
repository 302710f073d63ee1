import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  transferredBytes: number;
  /** The whole report (JSON): the LCP element, the critical request chains, each request's bytes. */
  report: string;
}

/**
 * Lighthouse 12's default run (the mobile profile: a mid-range phone, simulated slow 4G) of one page in one
 * language (`throttling: 'devtools'`: the same profile with the slow network and CPU applied to the browser while
 * the page loads, where the default simulates them afterwards from an unthrottled load), in Debian's Chromium, as a signed-in person when `cookie` is given. The language goes as the
 * browser's Accept-Language, which is how the console picks it for a person with no saved choice. The session cookie
 * goes into the browser's cookie jar (a fresh profile each run, so Lighthouse's storage reset is not needed): sent
 * as an extra header it reached the page but not its server actions, which answered "signed out".
 */
export async function lighthouseOf(
  url: string,
  language: string,
  cookie: string | null,
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', `--lang=${language}`],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (cookie) await page.setCookie(...cookiesOf(cookie, url));
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { 'accept-language': language },
        disableStorageReset: true,
        throttlingMethod: throttling,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse was sent from ${url} to ${finalDisplayedUrl} (not signed in?)`);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      transferredBytes: audits['total-byte-weight']?.numericValue ?? NaN,
      report: typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** `a=1; b=2` as cookies of the page's address. */
function cookiesOf(header: string, url: string) {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    });
}
