'use client';

import dynamic from 'next/dynamic';
import 'swagger-ui-react/swagger-ui.css';

// Swagger UI renders in the browser only; its bundle is served by the console, so nothing is fetched from elsewhere.
const SwaggerUI = dynamic(() => import('swagger-ui-react'), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600">Loading the reference…</p>,
});

/** The API document, read-only: "Try it out" is off, since the browser never holds a Partner API token. */
export function ApiReferenceViewer({ document }: { document: object }) {
  return (
    <div data-testid="api-reference" className="api-reference overflow-x-auto rounded-md border border-slate-200 bg-white">
      <SwaggerUI spec={document} supportedSubmitMethods={[]} docExpansion="list" defaultModelsExpandDepth={0} showExtensions deepLinking={false} />
    </div>
  );
}
