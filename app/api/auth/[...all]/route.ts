import { getAuth } from '@/server/auth/auth';

// Better Auth's endpoints (sign-in, sign-out, session). Public by design; sign-up and self-service changes are off.
async function handle(request: Request): Promise<Response> {
  return (await getAuth()).handler(request);
}

export { handle as GET, handle as POST };
