import { sandboxDemoAccount } from '@/lib/partner-api/sandbox-credentials';
import type { SandboxApp } from '@/server/sandbox/app';
import { signToken } from '@/server/sandbox/testing/sign-token';

/** Signs a demo-account token valid on the sandbox's clock. */
export function demoToken(app: SandboxApp): Promise<string> {
  return signToken({ ...sandboxDemoAccount, nowSeconds: Math.floor(app.sandbox.now().getTime() / 1000) });
}

/** Calls an in-process sandbox app as the demo account, signing a fresh token for every request. */
export function demoCaller(app: SandboxApp) {
  const token = () => demoToken(app);
  return async (method: string, path: string, body?: unknown) =>
    app.fetch(
      new Request(`http://bench.test/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
}

/** A valid registration (or import row) of a Georgian student, unique by `tag` and `i`. */
export function benchStudentRow(app: SandboxApp, tag: string, i: number) {
  const georgia = app.sandbox.state.reference.countries.find((c) => c.iso2 === 'GE')!._id;
  return {
    firstName: 'María',
    lastName: `Bench${i}`,
    birth: '02/09/2011',
    sex: 'f',
    email: `${tag}.${i}@bench.example`,
    country: georgia,
    grade: String((i % 12) + 1),
    city: 'Tbilisi',
    school: 'Tbilisi Public School No. 2',
    externalRef: `${tag}-${i}`,
  };
}
